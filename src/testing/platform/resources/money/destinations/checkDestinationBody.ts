import { isStablecoin } from '../../../../../core/money/index.js';
import { ApiProblem, problems } from '../../../http/ApiProblem.js';
import { Issues } from '../../../validation/Issues.js';
import { checkEnum, expectObject, isObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkCurrency } from '../../../validation/textRules.js';
import { isKnownWalletNetwork, isStablecoinOnNetwork } from '../bankRules.js';
import { throwIssuesAs } from '../throwIssuesAs.js';
import { checkDestinationDetails, type DestinationIssues } from './checkDestinationDetails.js';

/** Payout methods a destination can be created for. */
export const destinationTypes = ['ach', 'wire', 'sepa', 'wallet'] as const;
/** Who controls a wallet destination. */
export const walletOwnershipTypes = ['self_custodied', 'custodial'] as const;

/** The fiat currency each bank destination type pays out in. */
const FIAT_CURRENCY: Record<string, string> = { ach: 'USD', wire: 'USD', sepa: 'EUR' };

/** A checked create-destination body. */
export interface DestinationInput {
  type: (typeof destinationTypes)[number];
  currency: string;
  details: JsonObject;
  ownership: { type: string } | null;
}

function checkOwnership(issues: Issues, value: unknown): void {
  const ownership = expectObject(issues, '/ownership', value);
  if (!ownership) return;
  rejectUnknownFields(issues, '/ownership', ownership, ['type']);
  if (requireField(issues, '/ownership/type', ownership.type)) checkEnum(issues, '/ownership/type', ownership.type, walletOwnershipTypes);
}

function walletNotSupported(currency: string, network: string, why: string, pointer: string): ApiProblem {
  return new ApiProblem({
    status: 409,
    code: 'wallet_destination_not_supported',
    detail: `A ${currency} wallet on ${network} cannot be paid out to: ${why}.`,
    errors: [{ pointer, code: 'wallet_destination_not_supported', message: why }],
    retryable: false,
  });
}

/**
 * Checks a create-destination body, answering in this order: 400 validation_error for the body's
 * shape (`type`, `currency`, `details`); 400 invalid_field_for_type for `ownership` on a bank
 * destination; 400 recipient_destination_invalid for invalid details or a currency the method
 * does not pay out in; 400 recipient_account_unsupported for valid details the rail cannot reach;
 * 409 wallet_destination_not_supported for a wallet whose currency or network the platform does
 * not pay out to.
 */
export function checkDestinationBody(value: unknown): DestinationInput {
  if (!isObject(value)) throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object' }]);
  const shape = new Issues();
  rejectUnknownFields(shape, '', value, ['type', 'currency', 'details', 'ownership']);
  if (requireField(shape, '/type', value.type)) checkEnum(shape, '/type', value.type, destinationTypes);
  if (requireField(shape, '/currency', value.currency)) checkCurrency(shape, '/currency', value.currency);
  const details = requireField(shape, '/details', value.details) ? expectObject(shape, '/details', value.details) : undefined;
  const type = value.type as DestinationInput['type'];
  if (destinationTypes.includes(type) && type !== 'wallet' && value.ownership !== undefined) {
    const foreign = new Issues();
    foreign.add('/ownership', 'invalid_field_for_type', 'is a field of wallet destinations only');
    foreign.throwIfAny(400, 'invalid_field_for_type');
  }
  if (type === 'wallet' && value.ownership !== undefined) checkOwnership(shape, value.ownership);
  shape.throwIfAny();

  const found: DestinationIssues = { invalid: new Issues(), unsupported: new Issues() };
  const checked = checkDestinationDetails(found, type, details as JsonObject);
  const currency = value.currency as string;
  const fiat = FIAT_CURRENCY[type];
  if (fiat !== undefined && currency !== fiat)
    found.invalid.add('/currency', 'currency_unsupported', `must be ${fiat} for a ${type} destination`);
  throwIssuesAs(found.invalid, 400, 'recipient_destination_invalid', false);
  found.unsupported.throwIfAny(400, 'recipient_account_unsupported');

  if (type === 'wallet') {
    const network = checked.network as string;
    if (!isStablecoin(currency)) throw walletNotSupported(currency, network, 'wallets are paid out in USDC or USDT only', '/currency');
    if (isKnownWalletNetwork(network) && !isStablecoinOnNetwork(currency, network)) {
      throw walletNotSupported(currency, network, `${currency} is not paid out on ${network}`, '/details/network');
    }
  }
  const ownership = type === 'wallet' ? ((value.ownership as { type: string } | undefined) ?? { type: 'self_custodied' }) : null;
  return { type, currency, details: checked, ownership };
}
