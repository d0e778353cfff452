import { AMOUNT_PATTERN, MAX_AMOUNT_DIGITS, countAmountDigits, fractionDigitCount } from './amountGrammar.js';
import { currencyScale, isCurrencyCode } from './currencyScale.js';

/** Why an amount is not acceptable for a currency. */
export type AmountProblemCode = 'not_a_string' | 'malformed' | 'too_many_digits' | 'scale_exceeded' | 'unknown_currency';

/** A problem with an amount: a machine-readable code and a message for developers. */
export interface AmountProblem {
  code: AmountProblemCode;
  message: string;
}

const GRAMMAR = 'a non-negative decimal string in major units such as "10.25" (no sign, exponent, spaces or leading zeros)';

/**
 * Checks an amount against the API's grammar only (string, shape, at most 38 digits), without a
 * currency. Returns `null` when it is well formed.
 */
export function validateAmountString(amount: unknown): AmountProblem | null {
  if (typeof amount !== 'string') {
    return {
      code: 'not_a_string',
      message: `Expected the amount as a string, ${GRAMMAR}; got a ${amount === null ? 'null' : typeof amount}.`,
    };
  }
  if (!AMOUNT_PATTERN.test(amount)) {
    return { code: 'malformed', message: `Expected ${GRAMMAR}; got ${JSON.stringify(amount)}.` };
  }
  const digits = countAmountDigits(amount);
  if (digits > MAX_AMOUNT_DIGITS) {
    return {
      code: 'too_many_digits',
      message: `Expected an amount of at most ${MAX_AMOUNT_DIGITS} digits in total; got ${digits}.`,
    };
  }
  return null;
}

/**
 * Checks an amount for a currency the way the API does: the grammar, then the currency, then the
 * scale. The scale is checked without rounding, on the digits as written: trailing zeros count,
 * so `'1.50'` USD is fine but `'1.500'` USD is `scale_exceeded`, like `'1.005'`. This is the
 * strict reading of "scale is validated without rounding" and never lets through an amount the
 * API could refuse. Returns `null` when the amount is acceptable.
 *
 * @example
 * validateAmount('1.005', 'USD'); // { code: 'scale_exceeded', message: '…' }
 * validateAmount('100', 'JPY'); // null
 */
export function validateAmount(amount: unknown, currency: string): AmountProblem | null {
  const grammarProblem = validateAmountString(amount);
  if (grammarProblem) return grammarProblem;
  if (!isCurrencyCode(currency)) {
    return {
      code: 'unknown_currency',
      message: `Expected a currency code (three capital letters, USDC or USDT); got ${JSON.stringify(currency)}.`,
    };
  }
  const scale = currencyScale(currency);
  const written = fractionDigitCount(amount as string);
  if (written > scale) {
    return {
      code: 'scale_exceeded',
      message: `Expected at most ${scale} digit${scale === 1 ? '' : 's'} after the decimal point for ${currency}; got ${written}.`,
    };
  }
  return null;
}
