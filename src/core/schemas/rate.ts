import * as z from 'zod/mini';
import { currencyCodeSchema, decimalSchema, optionalTimestamp } from './primitives.js';

/**
 * An indicative exchange rate: one unit of `from` buys `rate` units of `to`. The API leaves the
 * fields unstated; paykit assumes `{ from, to, rate, updatedAt }`. Quotes, not rates, are binding.
 */
export const rateSchema = /* @__PURE__ */ z.looseObject({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  rate: decimalSchema,
  updatedAt: optionalTimestamp,
});

/** An exchange rate. */
export type Rate = z.output<typeof rateSchema>;
