import { isStablecoin } from '../../../../../core/money/index.js';
import { findCatalogCapability, isBankBacked } from '../../../catalog/index.js';
import { problems } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkArray, checkEnum, expectObject, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkCountry, checkCurrency, checkPlainText } from '../../../validation/textRules.js';
import { checkWalletAddress, checkWalletNetwork } from '../bankFieldRules.js';
import { isStablecoinOnNetwork } from '../bankRules.js';
import {
  issuedBankMethods,
  issuingCountriesOf,
  methodCurrency,
  methodReachesCountry,
  receivingBankMethods,
  sendingMethods,
} from '../methodRules.js';
import { accountsOf } from '../store.js';
import { checkExternalBankDetails, type ExternalBankDetails } from './checkExternalBankDetails.js';

/** A create-account body, checked, by variant. */
export type CreateAccountInput =
  | {
      origin: 'issued';
      type: 'bank';
      method: string;
      country?: string;
      currency?: string;
      capabilityId?: string;
      settlementAccountId: string;
      label?: string;
    }
  | { origin: 'issued'; type: 'wallet'; currency: string; network?: string; label?: string }
  | {
      origin: 'external';
      type: 'bank';
      methods: string[];
      country: string;
      currency?: string;
      details: ExternalBankDetails;
      label?: string;
    }
  | { origin: 'external'; type: 'wallet'; currency: string; details: { network: string; address: string }; label?: string };

type Variant = `${CreateAccountInput['origin']}/${CreateAccountInput['type']}`;

const COMMON_FIELDS = ['origin', 'type', 'label'];
const VARIANT_FIELDS: Record<Variant, readonly string[]> = {
  'issued/bank': ['method', 'capabilityId', 'country', 'currency', 'settlement'],
  'issued/wallet': ['currency', 'network'],
  'external/bank': ['methods', 'country', 'currency', 'details'],
  'external/wallet': ['currency', 'details'],
};
const ANY_VARIANT_FIELDS = new Set(Object.values(VARIANT_FIELDS).flat());

function checkStablecoin(issues: Issues, pointer: string, value: unknown): void {
  if (requireField(issues, pointer, value) && !isStablecoin(value))
    issues.add(pointer, 'currency_unsupported', 'must be a stablecoin a wallet holds: USDC or USDT');
}

/** A stablecoin wallet on a network that does not carry it (USDT on base or optimism). */
function checkCoinOnNetwork(issues: Issues, pointer: string, currency: unknown, network: string | undefined): void {
  if (!isStablecoin(currency) || network === undefined || isStablecoinOnNetwork(currency, network)) return;
  issues.add(pointer, 'currency_unsupported', `does not carry ${currency} on the platform; choose another network`);
}

function rejectOtherVariantFields(body: Record<string, unknown>, variant: Variant): void {
  const foreign = Object.keys(body).filter((key) => ANY_VARIANT_FIELDS.has(key) && !VARIANT_FIELDS[variant].includes(key));
  if (foreign.length === 0) return;
  const issues = new Issues();
  for (const key of foreign)
    issues.add(pointerTo('', key), 'invalid_field_for_type', `is not a field of ${variant.replace('/', ' ')} accounts`);
  issues.throwIfAny(400, 'invalid_field_for_type');
}

function checkIssuedBank(issues: Issues, body: Record<string, unknown>, partition: Partition, customerId: string): void {
  if (requireField(issues, '/method', body.method)) checkEnum(issues, '/method', body.method, issuedBankMethods);
  const method = typeof body.method === 'string' && issuedBankMethods.includes(body.method) ? body.method : undefined;
  if (body.country !== undefined) {
    checkCountry(issues, '/country', body.country);
    const countries = method ? issuingCountriesOf(method) : [];
    if (method && typeof body.country === 'string' && /^[A-Z]{2}$/.test(body.country) && !countries.includes(body.country)) {
      issues.add('/country', 'country_unsupported', `is not a country ${method} accounts are issued in (${countries.join(', ')})`);
    }
  }
  if (body.currency !== undefined) {
    checkCurrency(issues, '/currency', body.currency);
    const held = method ? methodCurrency[method] : undefined;
    if (held && typeof body.currency === 'string' && body.currency !== held)
      issues.add('/currency', 'currency_mismatch', `is not the currency ${method} accounts hold (${held}); it can be omitted`);
  }
  if (body.capabilityId !== undefined) {
    const capability = typeof body.capabilityId === 'string' ? findCatalogCapability(body.capabilityId) : undefined;
    if (!capability || !isBankBacked(capability))
      issues.add('/capabilityId', 'invalid_capability', 'must be a bank-backed capability id such as ach_pooled');
    else if (method && capability.method !== method)
      issues.add('/capabilityId', 'capability_method_mismatch', `is a ${capability.method} capability, not ${method}`);
  }
  if (!requireField(issues, '/settlement', body.settlement)) return;
  const settlement = expectObject(issues, '/settlement', body.settlement);
  if (!settlement) return;
  rejectUnknownFields(issues, '/settlement', settlement, ['accountId']);
  if (!requireField(issues, '/settlement/accountId', settlement.accountId)) return;
  const target = typeof settlement.accountId === 'string' ? accountsOf(partition).get(settlement.accountId) : undefined;
  const usable =
    target && target.customerId === customerId && target.origin === 'issued' && target.type === 'wallet' && target.status !== 'archived';
  if (!usable)
    issues.add(
      '/settlement/accountId',
      'invalid_settlement_account',
      "must be one of this customer's issued wallet accounts (not archived)",
    );
}

/** An external bank account's currency: fiat, and the one its single-currency methods move. */
function checkExternalBankCurrency(issues: Issues, currency: unknown, methods: unknown): void {
  checkCurrency(issues, '/currency', currency);
  if (isStablecoin(currency)) {
    issues.add('/currency', 'currency_unsupported', 'must be a fiat currency for a bank account');
    return;
  }
  const methodList = Array.isArray(methods) ? methods.filter((method): method is string => typeof method === 'string') : [];
  const clash = methodList.find((method) => methodCurrency[method] !== undefined && methodCurrency[method] !== currency);
  if (clash && typeof currency === 'string')
    issues.add('/currency', 'currency_unsupported', `is not moved by ${clash} (${methodCurrency[clash]})`);
}

function checkExternalBank(issues: Issues, body: Record<string, unknown>): void {
  const country = typeof body.country === 'string' && /^[A-Z]{2}$/.test(body.country) ? body.country : undefined;
  if (requireField(issues, '/country', body.country)) checkCountry(issues, '/country', body.country);
  if (requireField(issues, '/methods', body.methods)) {
    checkArray(
      issues,
      '/methods',
      body.methods,
      (pointer, method) => {
        if (typeof method === 'string' && sendingMethods.includes(method))
          issues.add(
            pointer,
            'sending_method',
            `${method} only sends money; an external bank account takes the methods that deliver into it`,
          );
        else if (typeof method !== 'string' || !receivingBankMethods.includes(method))
          issues.add(pointer, 'invalid_enum', `must be one of: ${receivingBankMethods.join(', ')}`);
        else if (country && !methodReachesCountry(method, country))
          issues.add(pointer, 'method_unsupported_for_country', `does not reach bank accounts in ${country}`);
      },
      { unique: true, min: 1 },
    );
  }
  if (body.currency !== undefined) checkExternalBankCurrency(issues, body.currency, body.methods);
  if (requireField(issues, '/details', body.details)) checkExternalBankDetails(issues, '/details', body.details, country);
}

function checkExternalWallet(issues: Issues, body: Record<string, unknown>): void {
  checkStablecoin(issues, '/currency', body.currency);
  if (!requireField(issues, '/details', body.details)) return;
  const details = expectObject(issues, '/details', body.details);
  if (!details) return;
  rejectUnknownFields(issues, '/details', details, ['network', 'address']);
  const network = requireField(issues, '/details/network', details.network)
    ? checkWalletNetwork(issues, '/details/network', details.network)
    : undefined;
  checkCoinOnNetwork(issues, '/details/network', body.currency, network);
  if (requireField(issues, '/details/address', details.address)) checkWalletAddress(issues, '/details/address', details.address, network);
}

/**
 * Checks a create-account body: `origin` and `type` select the variant; fields of another variant
 * are 400 invalid_field_for_type; everything else wrong is one 400 validation_error naming each field.
 */
export function checkCreateAccountBody(value: unknown, partition: Partition, customerId: string): CreateAccountInput {
  if (!isObject(value)) throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object' }]);
  const issues = new Issues();
  const body = value;
  if (requireField(issues, '/origin', body.origin)) checkEnum(issues, '/origin', body.origin, ['issued', 'external']);
  if (requireField(issues, '/type', body.type)) checkEnum(issues, '/type', body.type, ['bank', 'wallet']);
  issues.throwIfAny();
  const variant = `${String(body.origin)}/${String(body.type)}` as Variant;
  rejectOtherVariantFields(body, variant);
  rejectUnknownFields(issues, '', body, [...COMMON_FIELDS, ...VARIANT_FIELDS[variant]]);
  if (body.label !== undefined) checkPlainText(issues, '/label', body.label, 256);

  if (variant === 'issued/bank') checkIssuedBank(issues, body, partition, customerId);
  else if (variant === 'issued/wallet') {
    checkStablecoin(issues, '/currency', body.currency);
    // The default network, polygon, carries both stablecoins.
    if (body.network !== undefined)
      checkCoinOnNetwork(issues, '/network', body.currency, checkWalletNetwork(issues, '/network', body.network));
  } else if (variant === 'external/bank') checkExternalBank(issues, body);
  else checkExternalWallet(issues, body);
  issues.throwIfAny();

  const input: Record<string, unknown> = { ...body };
  if (variant === 'issued/bank') input.settlementAccountId = (body.settlement as { accountId: string }).accountId;
  return input as CreateAccountInput;
}
