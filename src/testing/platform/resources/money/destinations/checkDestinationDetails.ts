import type { Issues } from '../../../validation/Issues.js';
import { pointerTo } from '../../../validation/Issues.js';
import { checkEnum, expectObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkCountry, checkName } from '../../../validation/textRules.js';
import { isSepaCountry } from '../bankRules.js';
import {
  checkBic,
  checkForeignAccountNumber,
  checkIban,
  checkRoutingNumber,
  checkUsAccountNumber,
  checkWalletAddress,
  checkWalletNetwork,
} from '../bankFieldRules.js';

/** The issues of one destination body, by the code they answer with. */
export interface DestinationIssues {
  /** Details malformed or incompatible: 400 recipient_destination_invalid. */
  invalid: Issues;
  /** Well-formed details the rail cannot serve: 400 recipient_account_unsupported. */
  unsupported: Issues;
}

const FIELDS: Record<string, readonly string[]> = {
  ach: ['routingNumber', 'accountNumber', 'accountType', 'bankName', 'accountHolderName', 'country'],
  wire: ['routingNumber', 'bic', 'accountNumber', 'bankName', 'bankAddress', 'accountHolderName', 'country'],
  sepa: ['iban', 'bic', 'accountHolderName'],
  wallet: ['network', 'address'],
};
const ADDRESS_PARTS = ['streetLine1', 'streetLine2', 'city', 'state', 'postalCode', 'country'];
const DETAILS = '/details';
const at = (key: string) => pointerTo(DETAILS, key);

function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}

function checkHolder(issues: Issues, details: JsonObject, required: boolean): void {
  if (required ? requireField(issues, at('accountHolderName'), details.accountHolderName) : details.accountHolderName !== undefined) {
    checkName(issues, at('accountHolderName'), details.accountHolderName);
  }
  if (details.bankName !== undefined) checkName(issues, at('bankName'), details.bankName);
}

function checkAch(found: DestinationIssues, details: JsonObject): JsonObject {
  const { invalid } = found;
  checkHolder(invalid, details, true);
  if (requireField(invalid, at('routingNumber'), details.routingNumber))
    checkRoutingNumber(invalid, at('routingNumber'), details.routingNumber);
  if (requireField(invalid, at('accountNumber'), details.accountNumber))
    checkUsAccountNumber(invalid, at('accountNumber'), details.accountNumber);
  if (details.accountType !== undefined) checkEnum(invalid, at('accountType'), details.accountType, ['checking', 'savings']);
  if (details.country !== undefined) checkCountry(invalid, at('country'), details.country);
  if (isCountryCode(details.country) && details.country !== 'US')
    found.unsupported.add(at('country'), 'country_unsupported', 'ACH reaches US bank accounts only');
  return { ...details, accountType: details.accountType ?? 'checking', country: details.country ?? 'US' };
}

function checkBankAddress(issues: Issues, value: unknown): void {
  const address = expectObject(issues, at('bankAddress'), value);
  if (!address) return;
  rejectUnknownFields(issues, at('bankAddress'), address, ADDRESS_PARTS);
  for (const part of ADDRESS_PARTS) {
    if (address[part] === undefined) continue;
    const pointer = pointerTo(at('bankAddress'), part);
    if (part === 'country') checkCountry(issues, pointer, address[part]);
    else checkName(issues, pointer, address[part]);
  }
}

function checkWire(found: DestinationIssues, details: JsonObject): JsonObject {
  const { invalid } = found;
  checkHolder(invalid, details, true);
  if (details.bankAddress !== undefined) checkBankAddress(invalid, details.bankAddress);
  if (details.country !== undefined) checkCountry(invalid, at('country'), details.country);
  const domestic = details.routingNumber !== undefined;
  if (!domestic && details.bic === undefined) invalid.add(at('routingNumber'), 'required', 'is required, or bic for an international wire');
  if (domestic) checkRoutingNumber(invalid, at('routingNumber'), details.routingNumber);
  if (details.bic !== undefined)
    checkBic(invalid, at('bic'), details.bic, domestic || !isCountryCode(details.country) ? undefined : details.country);
  if (requireField(invalid, at('accountNumber'), details.accountNumber)) {
    if (domestic) checkUsAccountNumber(invalid, at('accountNumber'), details.accountNumber);
    else checkForeignAccountNumber(invalid, at('accountNumber'), details.accountNumber);
  }
  if (domestic && isCountryCode(details.country) && details.country !== 'US') {
    found.unsupported.add(
      at('country'),
      'country_unsupported',
      'a routing number reaches US banks only; give the bic for an international wire',
    );
  }
  const bicCountry = typeof details.bic === 'string' ? details.bic.slice(4, 6) : undefined;
  return { ...details, country: details.country ?? (domestic ? 'US' : bicCountry) };
}

function checkSepa(found: DestinationIssues, details: JsonObject): JsonObject {
  const { invalid } = found;
  checkHolder(invalid, details, false);
  if (requireField(invalid, at('iban'), details.iban)) {
    const country = checkIban(invalid, at('iban'), details.iban);
    if (country !== undefined && !isSepaCountry(country))
      found.unsupported.add(at('iban'), 'country_unsupported', `is an IBAN of ${country}, which SEPA does not reach`);
  }
  if (details.bic !== undefined) checkBic(invalid, at('bic'), details.bic);
  return details;
}

function checkWallet(found: DestinationIssues, details: JsonObject): JsonObject {
  const { invalid } = found;
  const network = requireField(invalid, at('network'), details.network)
    ? checkWalletNetwork(invalid, at('network'), details.network)
    : undefined;
  if (requireField(invalid, at('address'), details.address)) checkWalletAddress(invalid, at('address'), details.address, network);
  return details;
}

const CHECKS: Record<string, (found: DestinationIssues, details: JsonObject) => JsonObject> = {
  ach: checkAch,
  wire: checkWire,
  sepa: checkSepa,
  wallet: checkWallet,
};

/**
 * Checks the `details` of a destination of `type` and returns them with defaults filled in
 * (ACH: `accountType` checking, `country` US; wire: `country` from the routing number or BIC).
 * ACH needs an ABA routing number and a 4–17 digit account number; wire a routing number or a
 * BIC with the account number; SEPA a valid IBAN (mod 97) and an optional BIC; a wallet a known
 * network and an address of its form.
 */
export function checkDestinationDetails(found: DestinationIssues, type: string, details: JsonObject): JsonObject {
  rejectUnknownFields(found.invalid, DETAILS, details, FIELDS[type] ?? []);
  return (CHECKS[type] ?? ((_, value) => value))(found, details);
}
