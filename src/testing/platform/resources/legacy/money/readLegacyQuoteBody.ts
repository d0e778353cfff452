import { isLegacyRail, legacyRails } from '../../../../../core/legacy/index.js';
import { isCurrencyCode, isStablecoin } from '../../../../../core/money/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { Issues } from '../../../validation/Issues.js';
import { checkAmount } from '../../../validation/moneyRules.js';
import { expectObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkCurrency } from '../../../validation/textRules.js';
import { checkId, isIdOf } from '../../transfers/checkId.js';

/** A v1 pay-in or payout quote body whose fields all passed validation. */
export interface LegacyQuoteBody {
  flow: 'payin' | 'payout';
  customerId: string;
  fromCurrency: string;
  toCurrency: string;
  /** The fixed side: exactly one of the two. */
  fromAmount?: string;
  toAmount?: string;
  rail?: string;
  /** Required for payouts; a pay-in without one lands in the customer's own wallet. */
  destinationId?: string;
}

const FIELDS = ['customerId', 'fromCurrency', 'toCurrency', 'fromAmount', 'toAmount', 'rail', 'destinationId'];
const given = (value: unknown) => value !== undefined && value !== null;

function checkSideCurrency(issues: Issues, pointer: string, value: unknown, wantsStablecoin: boolean): void {
  if (!requireField(issues, pointer, value)) return;
  const before = issues.list.length;
  checkCurrency(issues, pointer, value);
  if (issues.list.length > before || !isCurrencyCode(value)) return;
  if (isStablecoin(value) !== wantsStablecoin)
    issues.add(pointer, 'invalid_currency', wantsStablecoin ? 'must be a stablecoin: USDC or USDT' : 'must be a fiat currency');
}

/** Account and payout flows take acc_ or racc_ ids (or v3 dst_ ids); a cfr_ rail row is no account. */
function checkDestinationId(issues: Issues, value: unknown): void {
  if (typeof value === 'string' && value.startsWith('cfr_')) {
    issues.add('/destinationId', 'invalid_id', 'is a rail row id (cfr_), not an account; use an acc_, racc_ or dst_ id');
    return;
  }
  checkId(issues, '/destinationId', value, 'acc_', 'racc_', 'dst_');
}

/**
 * Validates `POST /v1/payin/quote` (`{ customerId, fromCurrency: fiat, toCurrency: stablecoin,
 * fromAmount | toAmount, rail?, destinationId? }`) or `POST /v1/payout/quote` (`{ customerId,
 * fromCurrency: stablecoin, toCurrency: fiat, fromAmount | toAmount, destinationId, rail? }`).
 * Amounts are strings checked as v3 checks them; every bad field is reported at once (400
 * validation_error), then an amount on both sides or neither is 400 amount_side_ambiguous.
 */
export function readLegacyQuoteBody(flow: 'payin' | 'payout', body: unknown): LegacyQuoteBody {
  const issues = new Issues();
  const root = expectObject(issues, '', body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, FIELDS);
  if (requireField(issues, '/customerId', value.customerId)) checkId(issues, '/customerId', value.customerId, 'cus_');
  checkSideCurrency(issues, '/fromCurrency', value.fromCurrency, flow === 'payout');
  checkSideCurrency(issues, '/toCurrency', value.toCurrency, flow === 'payin');
  if (given(value.fromAmount)) checkAmount(issues, '/fromAmount', value.fromAmount, value.fromCurrency);
  if (given(value.toAmount)) checkAmount(issues, '/toAmount', value.toAmount, value.toCurrency);
  if (given(value.rail) && !isLegacyRail(value.rail)) issues.add('/rail', 'invalid_enum', `must be one of: ${legacyRails.join(', ')}`);
  if (flow === 'payout' ? requireField(issues, '/destinationId', value.destinationId) : given(value.destinationId))
    checkDestinationId(issues, value.destinationId);
  issues.throwIfAny();

  if (given(value.fromAmount) === given(value.toAmount)) {
    const both = given(value.fromAmount);
    const message = both ? 'fix the amount on one side only' : 'fix the amount on one side';
    throw new ApiProblem({
      status: 400,
      code: 'amount_side_ambiguous',
      detail: both
        ? 'Both fromAmount and toAmount are given; give exactly one and the other is priced.'
        : 'Neither fromAmount nor toAmount is given; give exactly one.',
      errors: [
        { pointer: '/fromAmount', code: 'amount_side_ambiguous', message },
        { pointer: '/toAmount', code: 'amount_side_ambiguous', message },
      ],
      retryable: false,
    });
  }
  return {
    flow,
    customerId: value.customerId as string,
    fromCurrency: value.fromCurrency as string,
    toCurrency: value.toCurrency as string,
    ...(given(value.fromAmount) ? { fromAmount: value.fromAmount as string } : { toAmount: value.toAmount as string }),
    ...(given(value.rail) ? { rail: value.rail as string } : {}),
    ...(isIdOf(value.destinationId, 'acc_', 'racc_', 'dst_') ? { destinationId: value.destinationId } : {}),
  };
}
