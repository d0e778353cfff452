/**
 * IBAN and BIC checks: people type them with spaces and in lowercase; the API takes the electronic
 * form (capitals, no spaces). The formats come from the IBAN registry (`ibanRegistry.ts`); the
 * check digits are ISO 7064 MOD 97-10.
 */
import { COUNTRY_CODES } from '../countries/countryCodes.js';
import { ibanFormatOf } from './ibanRegistry.js';

/** Why an IBAN is refused: malformed, failing its check digits, or outside SEPA. */
export type IbanProblem = 'iban_invalid' | 'iban_checksum' | 'iban_not_sepa';

/**
 * An IBAN in electronic form: capitals, without spaces or separators.
 *
 * @example
 * normalizeIban('de89 3704 0044 0532 0130 00'); // 'DE89370400440532013000'
 */
export function normalizeIban(value: string): string {
  return value.trim().replace(/[- ]/g, '').toUpperCase();
}

/** The remainder modulo 97 of `text` read as a number, letters counting A = 10 … Z = 35. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/**
 * What is wrong with an IBAN (normalised first), or `null` when it is valid. With `isSepaOnly`,
 * an IBAN of a country outside the SEPA scheme is refused too.
 */
export function ibanProblem(value: string, isSepaOnly = false): IbanProblem | null {
  const iban = normalizeIban(value);
  const format = ibanFormatOf(iban.slice(0, 2));
  if (!format || iban.length !== format.length || !/^\d\d$/.test(iban.slice(2, 4)) || !format.bban.test(iban.slice(4))) {
    return 'iban_invalid';
  }
  // Well formed, so a failing check is most likely one mistyped character.
  if (98 - mod97(`${iban.slice(4)}${iban.slice(0, 2)}00`) !== Number(iban.slice(2, 4))) return 'iban_checksum';
  if (isSepaOnly && !format.isSepa) return 'iban_not_sepa';
  return null;
}

/**
 * A BIC (SWIFT code) in capitals, without spaces.
 *
 * @example
 * normalizeBic('coba de ff'); // 'COBADEFF'
 */
export function normalizeBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Whether `value` (normalised first) is a BIC of 8 or 11 characters with a known country (Kosovo's XK too). */
export function isValidBicCode(value: string): boolean {
  const bic = normalizeBic(value);
  const country = bic.slice(4, 6);
  return /^[A-Z]{6}[A-Z\d]{2}([A-Z\d]{3})?$/.test(bic) && (country === 'XK' || COUNTRY_CODES.includes(country));
}
