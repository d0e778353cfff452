/** The stablecoin symbols the API accepts as currencies. */
export const stablecoins = ['USDC', 'USDT'] as const;

/** A stablecoin symbol. */
export type Stablecoin = (typeof stablecoins)[number];

/** Digits after the decimal point the API allows for stablecoins. */
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

// ISO 4217's most common number of minor units; `Intl` always resolves one, the lib type allows none.
const FIAT_DEFAULT_SCALE = 2;

const scaleCache = new Map<string, number>();

/**
 * The number of digits after the decimal point a currency allows: 6 for stablecoins, and for fiat
 * the ISO 4217 minor units as `Intl` knows them (USD 2, JPY 0, KWD 3; a well-formed code `Intl`
 * does not know gets 2). Results are cached.
 *
 * @throws {RangeError} when `code` is not a currency code (see {@link isCurrencyCode}).
 */
export function currencyScale(code: string): number {
  const cached = scaleCache.get(code);
  if (cached !== undefined) return cached;
  if (!isCurrencyCode(code)) {
    throw new RangeError(
      `Expected a currency code (three capital letters, USDC or USDT); got ${JSON.stringify(code)}.`,
    );
  }
  const scale = isStablecoin(code)
    ? STABLECOIN_SCALE
    : new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? FIAT_DEFAULT_SCALE;
  scaleCache.set(code, scale);
  return scale;
}
