/** The most digits (integer plus fraction) an API amount may carry. */
export const MAX_AMOUNT_DIGITS = 38;

/**
 * The API's amount grammar without the digit limit: a non-negative major-unit decimal, no sign, no
 * exponent, no leading zeros except a single `0`, and optional fraction digits after a dot that
 * has digits on both sides. Pair it with {@link isAmountString} for the 38-digit limit.
 */
export const AMOUNT_PATTERN = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** Counts the digits an amount string holds (integer and fraction digits, not the dot). */
export function countAmountDigits(amount: string): number {
  return amount.includes('.') ? amount.length - 1 : amount.length;
}

/**
 * True when `value` is an amount the API accepts: a string matching {@link AMOUNT_PATTERN} with at
 * most {@link MAX_AMOUNT_DIGITS} digits in total.
 *
 * @example
 * isAmountString('10.25'); // true
 * isAmountString('01'); // false
 */
export function isAmountString(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT_PATTERN.test(value) && countAmountDigits(value) <= MAX_AMOUNT_DIGITS;
}

/** The number of digits after the dot (`'10.250'` → 3, `'10'` → 0). */
export function fractionDigitCount(amount: string): number {
  const dot = amount.indexOf('.');
  return dot === -1 ? 0 : amount.length - dot - 1;
}
