import type { Issues } from '../../../validation/Issues.js';
import { pointerTo } from '../../../validation/Issues.js';
import { checkEnum, expectObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkCountry, checkName } from '../../../validation/textRules.js';
import { isSepaCountry } from '../bankRules.js';
import { checkBic, checkForeignAccountNumber, checkIban, checkRoutingNumber, checkUsAccountNumber } from '../bankFieldRules.js';

const DETAIL_FIELDS = ['accountHolderName', 'bankName', 'iban', 'bic', 'routingNumber', 'accountNumber', 'accountType', 'country'] as const;

/** Bank coordinates of an external bank account, as stored. */
export type ExternalBankDetails = {
  accountHolderName: string;
  bankName?: string;
  iban?: string;
  bic?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountType?: string;
  /** The account's country again, as destination details carry it; must match. */
  country?: string;
};

function refuse(issues: Issues, pointer: string, value: unknown, why: string): void {
  if (value !== undefined) issues.add(pointer, 'not_applicable', why);
}

/**
 * Checks the `details` of an external bank account against its `country`: a US account needs an
 * ABA `routingNumber` and a 4–17 digit `accountNumber`; an account in a SEPA country is an `iban`
 * of that country; elsewhere an `accountNumber` (1–34 letters and digits) with an optional IBAN,
 * BIC or local routing code. `accountHolderName` is always required; `country`, as destination
 * details carry it, may repeat the account's country.
 */
export function checkExternalBankDetails(
  issues: Issues,
  pointer: string,
  value: unknown,
  country: string | undefined,
): ExternalBankDetails | undefined {
  const details = expectObject(issues, pointer, value);
  if (!details) return undefined;
  rejectUnknownFields(issues, pointer, details, DETAIL_FIELDS);
  const at = (key: string) => pointerTo(pointer, key);
  if (requireField(issues, at('accountHolderName'), details.accountHolderName))
    checkName(issues, at('accountHolderName'), details.accountHolderName);
  if (details.bankName !== undefined) checkName(issues, at('bankName'), details.bankName);
  if (details.accountType !== undefined) checkEnum(issues, at('accountType'), details.accountType, ['checking', 'savings']);
  if (details.bic !== undefined) checkBic(issues, at('bic'), details.bic, country);
  if (details.country !== undefined) {
    checkCountry(issues, at('country'), details.country);
    if (country && typeof details.country === 'string' && /^[A-Z]{2}$/.test(details.country) && details.country !== country) {
      issues.add(at('country'), 'country_mismatch', `must be the account's country, ${country}`);
    }
  }

  if (country === 'US') {
    if (requireField(issues, at('routingNumber'), details.routingNumber))
      checkRoutingNumber(issues, at('routingNumber'), details.routingNumber);
    if (requireField(issues, at('accountNumber'), details.accountNumber))
      checkUsAccountNumber(issues, at('accountNumber'), details.accountNumber);
    refuse(issues, at('iban'), details.iban, 'is not used for US accounts; give routingNumber and accountNumber');
  } else if (country !== undefined && isSepaCountry(country)) {
    if (requireField(issues, at('iban'), details.iban)) checkIban(issues, at('iban'), details.iban, country);
    refuse(issues, at('routingNumber'), details.routingNumber, 'is not used in SEPA countries; give the iban');
    refuse(issues, at('accountNumber'), details.accountNumber, 'is not used in SEPA countries; give the iban');
  } else if (country !== undefined) {
    if (requireField(issues, at('accountNumber'), details.accountNumber))
      checkForeignAccountNumber(issues, at('accountNumber'), details.accountNumber);
    if (details.iban !== undefined) checkIban(issues, at('iban'), details.iban, country);
    if (details.routingNumber !== undefined) checkForeignAccountNumber(issues, at('routingNumber'), details.routingNumber);
  }
  const picked: Record<string, unknown> = {};
  for (const key of DETAIL_FIELDS) if (details[key] !== undefined) picked[key] = details[key];
  return picked as unknown as ExternalBankDetails;
}
