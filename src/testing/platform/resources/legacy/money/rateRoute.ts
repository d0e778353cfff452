import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { checkCurrency } from '../../../validation/textRules.js';
import { rateBetween } from '../../transfers/pricing.js';

/**
 * `GET /v1/rate/{baseCurrency}/{quoteCurrency}`: the indicative rate `GET /v3/rates` shows, as
 * `{ data: { baseCurrency, quoteCurrency, rate, updatedAt } }` (one base unit buys `rate` quote
 * units). A malformed code is 400 validation_error at `/path/{name}`; a well-formed pair the
 * platform does not price is 404 rate_not_found.
 */
function readRate(ctx: RequestContext) {
  const issues = new Issues();
  const baseCurrency = ctx.params.baseCurrency ?? '';
  const quoteCurrency = ctx.params.quoteCurrency ?? '';
  checkCurrency(issues, '/path/baseCurrency', baseCurrency);
  checkCurrency(issues, '/path/quoteCurrency', quoteCurrency);
  issues.throwIfAny();
  const rate = rateBetween(baseCurrency, quoteCurrency);
  if (rate === undefined) {
    throw new ApiProblem({
      status: 404,
      code: 'rate_not_found',
      detail: `The platform does not price ${baseCurrency} to ${quoteCurrency}.`,
      retryable: false,
    });
  }
  return ok({ baseCurrency, quoteCurrency, rate, updatedAt: ctx.nowIso });
}

/** The v1 rate read. */
export const legacyRateRoutes: RouteDef[] = [
  { method: 'GET', path: '/v1/rate/{baseCurrency}/{quoteCurrency}', handler: readRate, legacy: { replacement: 'GET /v3/rates' } },
];
