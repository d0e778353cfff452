import { isAmountString } from './amountGrammar.js';

function split(amount: string, name: string): [integer: string, fraction: string] {
  if (!isAmountString(amount)) {
    throw new RangeError(`Expected ${name} as a non-negative decimal string such as "10.25"; got ${JSON.stringify(amount)}.`);
  }
  const [integer = '', fraction = ''] = amount.split('.');
  return [integer, fraction];
}

/**
 * Compares two amount strings by value, without floats: `-1` when `a < b`, `0` when equal
 * (`'1.5'` equals `'1.50'`), `1` when `a > b`. Both must be API amounts; currencies are the
 * caller's concern.
 *
 * @throws {RangeError} when either argument is not an API amount.
 * @example
 * compareAmounts('10.5', '9.99'); // 1
 */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const [aInteger, aFraction] = split(a, 'a');
  const [bInteger, bFraction] = split(b, 'b');
  // No leading zeros, so a longer integer part is a larger number.
  if (aInteger.length !== bInteger.length) return aInteger.length < bInteger.length ? -1 : 1;
  if (aInteger !== bInteger) return aInteger < bInteger ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const aPadded = aFraction.padEnd(width, '0');
  const bPadded = bFraction.padEnd(width, '0');
  if (aPadded === bPadded) return 0;
  return aPadded < bPadded ? -1 : 1;
}
