/**
 * Exact decimal arithmetic on amount strings, without floats: each value is an integer count of
 * 10^-scale units held in a BigInt. Balances, fees and rates of the fake platform go through here
 * so that `"0.1" + "0.2"` is `"0.3"`, never `0.30000000000000004`.
 */

/** A decimal number: `units × 10^-scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** How a value is rounded to fewer digits: `down` is toward zero, `up` away from zero. */
export type RoundingMode = 'half_even' | 'half_up' | 'down' | 'up';

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

const powerOfTen = (exponent: number): bigint => 10n ** BigInt(exponent);

/**
 * Parses a plain decimal string (`"12.50"`, `"-3"`, `"0.000001"`; no exponent, no spaces).
 *
 * @throws {RangeError} when `text` is not a plain decimal.
 */
export function parseDecimal(text: string): Decimal {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Expected a decimal string such as "10.25"; got ${JSON.stringify(text)}.`);
  const [, sign, integer = '0', fraction = ''] = match;
  const magnitude = BigInt(integer + fraction);
  return { units: sign ? -magnitude : magnitude, scale: fraction.length };
}

/** Writes a decimal with exactly `value.scale` fraction digits (`-0` is written `0`). */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integer = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  const body = value.scale > 0 ? `${integer}.${fraction}` : integer;
  return negative ? `-${body}` : body;
}

function aligned(a: string, b: string): { a: bigint; b: bigint; scale: number } {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return { a: left.units * powerOfTen(scale - left.scale), b: right.units * powerOfTen(scale - right.scale), scale };
}

/** `a + b`, exact, with as many fraction digits as the longer operand. */
export function addDecimals(a: string, b: string): string {
  const { a: left, b: right, scale } = aligned(a, b);
  return formatDecimal({ units: left + right, scale });
}

/** `a - b`, exact (negative results carry a `-`). */
export function subtractDecimals(a: string, b: string): string {
  const { a: left, b: right, scale } = aligned(a, b);
  return formatDecimal({ units: left - right, scale });
}

/** `a × b`, exact: the scale is the sum of the operands' scales. */
export function multiplyDecimals(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return formatDecimal({ units: left.units * right.units, scale: left.scale + right.scale });
}

/** Compares by value: `-1` when `a < b`, `0` when equal (`"1.5"` equals `"1.50"`), `1` when `a > b`. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const { a: left, b: right } = aligned(a, b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** True when the value is zero (`"0"`, `"0.00"`, `"-0"`). */
export function isZeroDecimal(value: string): boolean {
  return parseDecimal(value).units === 0n;
}

/** `numerator / denominator` rounded to an integer with `mode`. */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero.');
  const negative = numerator < 0n !== denominator < 0n;
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  let quotient = num / den;
  const remainder = num % den;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    const roundsAway =
      mode === 'up' ||
      (mode === 'half_up' && twice >= den) ||
      (mode === 'half_even' && (twice > den || (twice === den && quotient % 2n === 1n)));
    if (roundsAway) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/**
 * `value` with exactly `fractionDigits` fraction digits: padded with zeros, or rounded with `mode`.
 *
 * @example
 * roundDecimal('2.345', 2); // '2.34' (half-even)
 * roundDecimal('7', 2); // '7.00'
 */
export function roundDecimal(value: string, fractionDigits: number, mode: RoundingMode = 'half_even'): string {
  const parsed = parseDecimal(value);
  if (parsed.scale <= fractionDigits) {
    return formatDecimal({ units: parsed.units * powerOfTen(fractionDigits - parsed.scale), scale: fractionDigits });
  }
  return formatDecimal({ units: divideRounded(parsed.units, powerOfTen(parsed.scale - fractionDigits), mode), scale: fractionDigits });
}

/** `a / b` with exactly `fractionDigits` fraction digits, rounded with `mode`. */
export function divideDecimals(a: string, b: string, fractionDigits: number, mode: RoundingMode = 'half_even'): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const numerator = left.units * powerOfTen(right.scale + fractionDigits);
  const denominator = right.units * powerOfTen(left.scale);
  return formatDecimal({ units: divideRounded(numerator, denominator, mode), scale: fractionDigits });
}

/**
 * `a / b` to `digits` significant digits (half-even), trailing fraction zeros removed.
 *
 * @example
 * divideSignificant('1', '1.08', 8); // '0.92592593'
 */
export function divideSignificant(a: string, b: string, digits: number): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const numerator = (left.units < 0n ? -left.units : left.units) * powerOfTen(right.scale);
  const denominator = (right.units < 0n ? -right.units : right.units) * powerOfTen(left.scale);
  if (denominator === 0n) throw new RangeError('Division by zero.');
  if (numerator === 0n) return '0';
  // The smallest fraction-digit count that shows `digits` significant digits of the quotient.
  let fractionDigits = 0;
  while (numerator * powerOfTen(fractionDigits) < denominator * powerOfTen(digits - 1)) fractionDigits += 1;
  return stripTrailingZeros(divideDecimals(a, b, fractionDigits));
}

/** Removes trailing fraction zeros (`"1.2500"` → `"1.25"`, `"3.0"` → `"3"`). */
export function stripTrailingZeros(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/\.?0+$/, '');
}
