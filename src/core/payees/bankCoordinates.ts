/**
 * IBAN and BIC checks over ibantools: people type them with spaces and in lowercase; the API takes
 * the electronic form (capitals, no spaces).
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/** Why an IBAN is refused: malformed, failing its check digits, or outside SEPA. */
export type IbanProblem = 'iban_invalid' | 'iban_checksum' | 'iban_not_sepa';

/**
 * An IBAN in electronic form: capitals, without spaces or separators.
 *
 * @example
 * normalizeIban('de89 3704 0044 0532 0130 00'); // 'DE89370400440532013000'
 */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? '';
}

/**
 * What is wrong with an IBAN (normalised first), or `null` when it is valid. With `isSepaOnly`,
 * an IBAN of a country outside the SEPA scheme is refused too.
 */
export function ibanProblem(value: string, isSepaOnly = false): IbanProblem | null {
  const iban = normalizeIban(value);
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    // A well-formed IBAN whose only fault is its check digits: likely one mistyped character.
    const isChecksumOnly = errorCodes.every(
      (code) => code === ValidationErrorsIBAN.WrongIBANChecksum || code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
    );
    return isChecksumOnly ? 'iban_checksum' : 'iban_invalid';
  }
  if (isSepaOnly && !isSEPACountry(iban.slice(0, 2))) return 'iban_not_sepa';
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

/** Whether `value` (normalised first) is a BIC of 8 or 11 characters with a known country. */
export function isValidBicCode(value: string): boolean {
  return isValidBIC(normalizeBic(value));
}
