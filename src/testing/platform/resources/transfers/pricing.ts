import { currencyScale, isAmountString } from '../../../../core/money/index.js';
import type { Fee, TransferDirection } from '../../../../core/schemas/index.js';
import { usdValue } from '../../catalog/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { compareDecimals, divideDecimals, multiplyDecimals, roundDecimal, subtractDecimals } from '../money/decimal.js';
import { indicativeRate } from '../money/index.js';
import { formatAmount, isPositiveAmount } from './amounts.js';

/** The service fee on the fiat side of pay-ins and payouts: 0.5 %, rounded down. */
export const SERVICE_FEE_RATE = '0.005';
/** One side of a quote request: the currency and, on the fixed side, the amount. */
export interface QuoteSide {
  currency: string;
  amount?: string;
}

/** What a quote costs and delivers. */
export interface Pricing {
  /** One unit of `in` buys `rate` units of `out`, before fees. */
  rate: string;
  fees: Fee[];
  inAmount: string;
  outAmount: string;
}

/**
 * The rate a quote from `from` to `to` is priced at: the platform's indicative rate (the one
 * `GET /v3/rates` shows), if both currencies are priced.
 */
export function rateBetween(from: string, to: string): string | undefined {
  return usdValue[from] !== undefined && usdValue[to] !== undefined ? indicativeRate(from, to) : undefined;
}

function notDeliverable(pointer: string, detail: string): ApiProblem {
  return new ApiProblem({
    status: 422,
    code: 'amount_not_deliverable',
    detail,
    errors: [{ pointer, code: 'amount_not_deliverable', message: detail }],
    retryable: false,
  });
}

const down = (value: string, currency: string) => roundDecimal(value, currencyScale(currency), 'down');
const divideUp = (a: string, b: string, currency: string) => divideDecimals(a, b, currencyScale(currency), 'up');
const feeOf = (value: string, currency: string) => down(multiplyDecimals(value, SERVICE_FEE_RATE), currency);

/**
 * Prices a quote exactly. The service fee is charged on the fiat side (the in side of a pay-in,
 * the out side of a payout; stablecoin moves carry none) and rounded down. With the in amount
 * fixed, the out amount is truncated to its scale; with the out amount fixed, the in amount is
 * rounded up to its scale, so the payer always covers what the destination is promised.
 *
 * @throws ApiProblem 422 amount_not_deliverable when no rate exists, nothing is left to deliver, or an
 * amount would exceed 38 digits
 */
export function priceQuote(direction: TransferDirection, input: QuoteSide, output: QuoteSide): Pricing {
  const rate = rateBetween(input.currency, output.currency);
  if (rate === undefined || !isPositiveAmount(rate)) {
    throw notDeliverable('/out/currency', `No rate from ${input.currency} to ${output.currency}; the route cannot deliver an amount.`);
  }
  const keepRate = subtractDecimals('1', SERVICE_FEE_RATE);
  let inAmount: string;
  let outAmount: string;
  let fee: Fee | undefined;

  if (direction === 'fiat_to_stablecoin') {
    inAmount = input.amount ?? divideUp(output.amount ?? '0', multiplyDecimals(rate, keepRate), input.currency);
    fee = { type: 'service', amount: feeOf(inAmount, input.currency), currency: input.currency };
    outAmount = output.amount ?? down(multiplyDecimals(subtractDecimals(inAmount, fee.amount), rate), output.currency);
  } else if (direction === 'stablecoin_to_fiat') {
    const gross =
      input.amount !== undefined
        ? down(multiplyDecimals(input.amount, rate), output.currency)
        : divideUp(output.amount ?? '0', keepRate, output.currency);
    fee = { type: 'service', amount: feeOf(gross, output.currency), currency: output.currency };
    outAmount = output.amount ?? subtractDecimals(gross, fee.amount);
    inAmount = input.amount ?? divideUp(gross, rate, input.currency);
  } else {
    inAmount = input.amount ?? divideUp(output.amount ?? '0', rate, input.currency);
    outAmount = output.amount ?? down(multiplyDecimals(inAmount, rate), output.currency);
  }

  if (!isPositiveAmount(inAmount) || !isPositiveAmount(outAmount)) {
    throw notDeliverable(
      input.amount !== undefined ? '/in/amount' : '/out/amount',
      'After the rate and fees, this amount leaves nothing to deliver; quote a larger amount.',
    );
  }
  const pricing: Pricing = {
    rate,
    fees: fee ? [{ ...fee, amount: formatAmount(fee.amount, fee.currency) }] : [],
    inAmount: formatAmount(inAmount, input.currency),
    outAmount: formatAmount(outAmount, output.currency),
  };
  // Every amount the quote shows must itself be an API amount: at most 38 digits.
  if (![pricing.inAmount, pricing.outAmount, ...pricing.fees.map((entry) => entry.amount)].every(isAmountString)) {
    throw notDeliverable(
      input.amount !== undefined ? '/in/amount' : '/out/amount',
      'At this rate the other side of the quote would exceed 38 digits; quote a smaller amount.',
    );
  }
  return pricing;
}

/** True when every fee of the list is exactly zero (an empty list included). */
export function feesAreExactlyZero(fees: readonly Fee[]): boolean {
  return fees.every((fee) => !isPositiveAmount(fee.amount));
}

/**
 * 400 quote_amount_out_of_range (at `pointer`) when a payout's out amount is outside the
 * platform's `[minimum, maximum]` limits, which the answer never discloses.
 */
export function requireWithinPayoutLimits(
  limits: readonly [string, string],
  out: { currency: string; amount: string },
  pointer: string,
): void {
  const [minimum, maximum] = limits;
  if (compareDecimals(out.amount, minimum) >= 0 && compareDecimals(out.amount, maximum) <= 0) return;
  const detail = `A payout of ${out.amount} ${out.currency} is outside the amounts this route pays out.`;
  throw new ApiProblem({
    status: 400,
    code: 'quote_amount_out_of_range',
    detail,
    errors: [{ pointer, code: 'quote_amount_out_of_range', message: detail }],
    retryable: false,
  });
}
