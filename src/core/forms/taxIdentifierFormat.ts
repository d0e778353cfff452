/**
 * The format of a tax identifier's number, by its type. The API description lists the types
 * (ssn, itin, ein, tin, vat, cpf, cnpj, other) and bounds the value to 1–256 characters, but
 * gives no format: these checks are the kit's, from each number's issuer, and run only in the
 * browser (the fake platform refuses what the description says, the length, and no more).
 * A type with no fixed format (`tin`, `vat`, `other`, a type the API adds later) is held to the
 * length bound alone.
 */

/** Why a tax identifier's number does not fit its type. */
export type TaxIdentifierProblemCode = 'invalid_ssn' | 'invalid_itin' | 'invalid_ein' | 'invalid_cpf' | 'invalid_cnpj' | 'too_long';

/** The API's bound on `value` and `typeDescription`, in code points. */
export const TAX_IDENTIFIER_MAX_LENGTH = 256;

// Nine digits, written 123-45-6789, 123 45 6789 or 123456789 (the same separator twice, or none).
const NINE_DIGITS_3_2_4 = /^(\d{3})([- ]?)(\d{2})\2(\d{4})$/;
const EIN = /^(\d{2})-?(\d{7})$/;
const CPF = /^(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})$/;
// Since July 2026 a CNPJ's first twelve characters may be capital letters as well as digits.
const CNPJ = /^([0-9A-Z]{2})\.?([0-9A-Z]{3})\.?([0-9A-Z]{3})\/?([0-9A-Z]{4})-?(\d{2})$/;

/**
 * A Social Security number: nine digits whose area is not 000, 666 or 900–999, whose group is not
 * 00 and whose serial is not 0000 (the Social Security Administration never issues those).
 */
function isSsn(value: string): boolean {
  const match = NINE_DIGITS_3_2_4.exec(value);
  if (!match) return false;
  const [area, group, serial] = [match[1] as string, match[3] as string, match[4] as string];
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/** An ITIN: nine digits starting with 9, its fourth and fifth digits in 50–65, 70–88, 90–92 or 94–99 (IRS). */
function isItin(value: string): boolean {
  const match = NINE_DIGITS_3_2_4.exec(value);
  if (!match || !(match[1] as string).startsWith('9')) return false;
  const group = Number(match[3]);
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/** An EIN: nine digits, written 12-3456789 or 123456789, its prefix not 00. */
function isEin(value: string): boolean {
  const match = EIN.exec(value);
  return match !== null && match[1] !== '00';
}

/**
 * A Brazilian check digit (modulo 11): the weighted sum of `characters` (a letter counts its
 * character code minus 48, as the Receita Federal defines it for alphanumeric CNPJs).
 */
function mod11Digit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) sum += (characters.charCodeAt(index) - 48) * (weights[index] as number);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, ...CPF_WEIGHTS_1];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, ...CNPJ_WEIGHTS_1];

/** Whether `characters` end with the two check digits the rest gives, and are not one character repeated. */
function hasCheckDigits(characters: string, weights1: readonly number[], weights2: readonly number[]): boolean {
  if (/^(.)\1*$/.test(characters)) return false;
  const first = mod11Digit(characters, weights1);
  const second = mod11Digit(characters, weights2);
  return characters.endsWith(`${first}${second}`);
}

/** A CPF: eleven digits, written 123.456.789-09 or 12345678909, its last two the check digits. */
function isCpf(value: string): boolean {
  const match = CPF.exec(value);
  return match !== null && hasCheckDigits(match.slice(1).join(''), CPF_WEIGHTS_1, CPF_WEIGHTS_2);
}

/** A CNPJ: fourteen characters, written 12.345.678/0001-95 or without the punctuation, its last two the check digits. */
function isCnpj(value: string): boolean {
  const match = CNPJ.exec(value.toUpperCase());
  return match !== null && hasCheckDigits(match.slice(1).join(''), CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
}

const FORMATS: Readonly<Record<string, readonly [(value: string) => boolean, TaxIdentifierProblemCode]>> = {
  ssn: [isSsn, 'invalid_ssn'],
  itin: [isItin, 'invalid_itin'],
  ein: [isEin, 'invalid_ein'],
  cpf: [isCpf, 'invalid_cpf'],
  cnpj: [isCnpj, 'invalid_cnpj'],
};

/** Whether `text` is longer than the API's bound in code points (a UTF-16 length within it never is). */
function isTooLong(text: string): boolean {
  if (text.length <= TAX_IDENTIFIER_MAX_LENGTH) return false;
  let count = 0;
  for (const _ of text) if (++count > TAX_IDENTIFIER_MAX_LENGTH) return true;
  return false;
}

/**
 * Why a tax identifier's number does not fit its type, or `null` when it does (or when it is
 * empty: a missing part is reported as such, not as a format). SSN, ITIN, EIN, CPF and CNPJ are
 * checked against their issuer's format (and, for CPF and CNPJ, their check digits); every type,
 * known or not, is held to the API's 256 characters.
 *
 * @example
 * taxIdentifierProblem('ssn', '12'); // 'invalid_ssn'
 * taxIdentifierProblem('ssn', '123-45-6789'); // null
 * taxIdentifierProblem('vat', 'DE123456789'); // null: no fixed format
 */
export function taxIdentifierProblem(type: string, value: string): TaxIdentifierProblemCode | null {
  if (value === '') return null;
  if (isTooLong(value)) return 'too_long';
  const format = Object.hasOwn(FORMATS, type) ? FORMATS[type] : undefined;
  if (format && !format[0](value.trim())) return format[1];
  return null;
}
