import { usdValue } from '../../../catalog/index.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { divideSignificant } from '../decimal.js';

/** Significant digits of an indicative rate. */
const RATE_DIGITS = 8;

/** Currencies the platform prices, in catalog order. */
const currencies = Object.keys(usdValue);

/**
 * The indicative rate from one currency to another: one unit of `from` buys `rate` units of `to`,
 * worked out exactly from the catalog's US-dollar values and rounded half-even to 8 significant
 * digits.
 */
export function indicativeRate(from: string, to: string): string {
  const fromUsd = usdValue[from];
  const toUsd = usdValue[to];
  if (fromUsd === undefined || toUsd === undefined) throw new RangeError(`No rate between ${from} and ${to}.`);
  return divideSignificant(fromUsd, toUsd, RATE_DIGITS);
}

function readCurrency(ctx: RequestContext, issues: Issues, name: 'from' | 'to'): string | undefined {
  const value = ctx.query.get(name);
  if (value === null) return undefined;
  if (!currencies.includes(value))
    issues.add(`/query/${name}`, 'unsupported_currency', `must be one of the priced currencies: ${currencies.join(', ')}`);
  return value;
}

function listRates(ctx: RequestContext) {
  const issues = new Issues();
  const from = readCurrency(ctx, issues, 'from');
  const to = readCurrency(ctx, issues, 'to');
  issues.throwIfAny();
  const pairs = currencies.flatMap((source) =>
    currencies
      .filter(
        (target) =>
          (source !== target || (from !== undefined && to !== undefined)) &&
          (from === undefined || source === from) &&
          (to === undefined || target === to),
      )
      .map((target) => ({ from: source, to: target, rate: indicativeRate(source, target), updatedAt: ctx.nowIso })),
  );
  return ok(pairs);
}

/** `GET /v3/rates`: indicative rates between every pair of priced currencies, filtered by `from` and `to`. */
export const rateRoutes: RouteDef[] = [{ method: 'GET', path: '/v3/rates', query: ['from', 'to'], handler: listRates }];
