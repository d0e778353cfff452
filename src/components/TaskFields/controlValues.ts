/** A value as a string for a text input: strings as they are, numbers written out, else `''`. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export { isRecord } from '../../core/forms/isRecord.js';

/** A value as a list of strings; anything else reads as an empty list. */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
