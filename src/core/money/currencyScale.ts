import { isoMinorUnits } from './iso4217.js';

/** The stablecoin symbols the API accepts as currencies. */
export const stablecoins = ['USDC', 'USDT'] as const;

/** A stablecoin symbol. */
export type Stablecoin = (typeof stablecoins)[number];

/**
 * Digits after the decimal point the kit allows for stablecoins. The API states no stablecoin
 * scale; 6 is the precision USDC and USDT carry on most networks.
 */
export const STABLECOIN_SCALE = 6;

const CURRENCY_PATTERN = /^(?:[A-Z]{3}|USDC|USDT)$/;

/**
 * True when `code` is a currency the API accepts: an ISO 4217 alpha-3 code (three capital
 * letters) or a stablecoin symbol (`USDC`, `USDT`).
 */
export function isCurrencyCode(code: unknown): code is string {
  return typeof code === 'string' && CURRENCY_PATTERN.test(code);
}

/** True for the stablecoin symbols (`USDC`, `USDT`), which are not ISO 4217 codes. */
export function isStablecoin(code: unknown): code is Stablecoin {
  return code === 'USDC' || code === 'USDT';
}

/**
 * The scale of a well-formed currency code the kit's ISO 4217 table does not list: a currency
 * newer than the table, or an ISO code without minor units (XAU, XDR, XTS…). It is 4, the most
 * minor units any ISO currency has, so the kit never refuses an amount the platform may accept;
 * the platform stays the judge of such a currency.
 */
export const UNLISTED_CURRENCY_SCALE = 4;

/**
 * The number of digits after the decimal point a currency allows: 6 for stablecoins, the ISO 4217
 * minor units from the kit's own table for an active ISO currency (USD 2, JPY 0, IQD 3, CLF 4; the
 * same answer on every runtime, never `Intl`'s display digits), and
 * {@link UNLISTED_CURRENCY_SCALE} for any other well-formed code.
 *
 * @throws {RangeError} when `code` is not a currency code (see {@link isCurrencyCode}).
 * @example
 * currencyScale('HUF'); // 2
 * currencyScale('USDC'); // 6
 */
export function currencyScale(code: string): number {
  if (!isCurrencyCode(code)) {
    throw new RangeError(`Expected a currency code (three capital letters, USDC or USDT); got ${JSON.stringify(code)}.`);
  }
  if (isStablecoin(code)) return STABLECOIN_SCALE;
  return isoMinorUnits(code) ?? UNLISTED_CURRENCY_SCALE;
}
