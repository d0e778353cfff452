/**
 * Checks shared by the recipient and destination forms, each answering a {@link PayeeError} or
 * `null`. Values are trimmed before they are checked, as they are before they are sent.
 */
import type { PayeeError, PayeeFormValues } from './payeeFormModel.js';

/** Names and address parts: 1 to 256 characters (API limit). */
export const NAME_MAX_LENGTH = 256;

// Control characters: C0, DEL and C1.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The trimmed value of `name`; `''` when absent. */
export function readValue(values: PayeeFormValues, name: string): string {
  return values[name]?.trim() ?? '';
}

/** A country code as sent: trimmed, in capitals. */
export function normalizeCountry(value: string): string {
  return value.trim().toUpperCase();
}

/** Bounded text without control characters (names, address parts, labels); length in code points. */
export function checkText(pointer: string, value: string, maxLength = NAME_MAX_LENGTH): PayeeError | null {
  if ([...value].length > maxLength) return { pointer, code: 'too_long', message: `must be at most ${maxLength} characters` };
  if (CONTROL.test(value)) return { pointer, code: 'control_character', message: 'must not contain control characters' };
  return null;
}

/** An ISO 3166-1 alpha-2 code (normalised first), within `allowed` when given. */
export function checkCountry(pointer: string, value: string, allowed?: readonly string[]): PayeeError | null {
  const country = normalizeCountry(value);
  if (!/^[A-Z]{2}$/.test(country)) return { pointer, code: 'country_invalid', message: 'must be two letters (ISO 3166-1 alpha-2)' };
  if (allowed && !allowed.includes(country))
    return { pointer, code: 'country_unsupported', message: `must be one of ${allowed.join(', ')}` };
  return null;
}

/** A missing required value. */
export function requiredError(pointer: string): PayeeError {
  return { pointer, code: 'required', message: 'is required' };
}
