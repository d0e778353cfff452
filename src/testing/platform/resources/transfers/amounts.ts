import { currencyScale } from '../../../../core/money/index.js';
import { compareDecimals, roundDecimal, stripTrailingZeros } from '../money/decimal.js';

/**
 * An amount in `currency` as the API writes it: at most the currency's scale, trailing zeros kept
 * down to two fraction digits (`"99.50"`, `"0.123456"`, `"100"` for a currency without minor
 * units). More digits than the scale are truncated, never rounded up.
 */
export function formatAmount(value: string, currency: string): string {
  const scale = currencyScale(currency);
  const truncated = stripTrailingZeros(roundDecimal(value, scale, 'down'));
  const fractionDigits = truncated.split('.')[1]?.length ?? 0;
  return fractionDigits >= Math.min(2, scale) ? truncated : roundDecimal(truncated, Math.min(2, scale));
}

/** True when the decimal string is greater than zero. */
export function isPositiveAmount(value: string): boolean {
  return compareDecimals(value, '0') > 0;
}
