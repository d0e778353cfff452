/** A value as a string for a text input: strings as they are, numbers written out, else `''`. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text without the spaces around it: names, email and web addresses, address lines and tax numbers are kept so (the API refuses them with those spaces). */
export function trimText(text: string): string {
  return text.trim();
}

export { isRecord } from '../../core/forms/isRecord.js';

/** A value as a list of strings; anything else reads as an empty list. */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
