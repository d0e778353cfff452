import { isCurrencyCode } from '../../../core/money/index.js';
import type { Issues } from './Issues.js';

// Control characters: C0, DEL and C1.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A string, 1 to `max` characters, counted as code points. */
function checkLength(issues: Issues, pointer: string, value: string, max: number, min = 1): boolean {
  const length = [...value].length;
  if (length < min || length > max) {
    issues.add(pointer, length < min ? 'too_short' : 'too_long', `must be ${min} to ${max} characters`);
    return false;
  }
  return true;
}

function expectString(issues: Issues, pointer: string, value: unknown): value is string {
  if (typeof value === 'string') return true;
  issues.add(pointer, 'invalid_type', 'must be a string');
  return false;
}

/**
 * A name or address part: 1 to 256 characters, preserved exactly, so leading or trailing
 * whitespace and control characters are refused rather than trimmed.
 */
export function checkName(issues: Issues, pointer: string, value: unknown, max = 256): void {
  if (!expectString(issues, pointer, value) || !checkLength(issues, pointer, value, max)) return;
  if (value.trim() !== value) issues.add(pointer, 'surrounding_whitespace', 'must not start or end with whitespace');
  else if (CONTROL.test(value)) issues.add(pointer, 'control_character', 'must not contain control characters');
}

/** A narrative field: 1 to 4096 characters, line feed and tab the only control characters. */
export function checkNarrative(issues: Issues, pointer: string, value: unknown, max = 4096): void {
  if (!expectString(issues, pointer, value) || !checkLength(issues, pointer, value, max)) return;
  if (CONTROL_EXCEPT_LF_TAB.test(value))
    issues.add(pointer, 'control_character', 'must contain no control characters but line feed and tab');
}

/** A plain bounded string with no control characters (labels, memos, external ids of transfers). */
export function checkPlainText(issues: Issues, pointer: string, value: unknown, max: number): void {
  if (!expectString(issues, pointer, value) || !checkLength(issues, pointer, value, max)) return;
  if (CONTROL.test(value)) issues.add(pointer, 'control_character', 'must not contain control characters');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address of at most 254 characters. */
export function checkEmail(issues: Issues, pointer: string, value: unknown): void {
  if (!expectString(issues, pointer, value)) return;
  if (value.length > 254) issues.add(pointer, 'too_long', 'must be at most 254 characters');
  else if (!EMAIL.test(value) || CONTROL.test(value)) issues.add(pointer, 'invalid_format', 'must be an email address');
}

/** A phone number: a plus sign, a non-zero digit, then 1 to 14 digits. */
export function checkPhone(issues: Issues, pointer: string, value: unknown): void {
  if (!expectString(issues, pointer, value)) return;
  if (!/^\+[1-9]\d{1,14}$/.test(value)) issues.add(pointer, 'invalid_format', 'must be a plus sign, a non-zero digit, then 1 to 14 digits');
}

/** An ISO 3166-1 alpha-2 country code. */
export function checkCountry(issues: Issues, pointer: string, value: unknown): void {
  if (!expectString(issues, pointer, value)) return;
  if (!/^[A-Z]{2}$/.test(value)) issues.add(pointer, 'invalid_country', 'must be an ISO 3166-1 alpha-2 code (two capital letters)');
}

/** A currency: ISO 4217 alpha-3 or a stablecoin symbol (USDC, USDT). */
export function checkCurrency(issues: Issues, pointer: string, value: unknown): void {
  if (!expectString(issues, pointer, value)) return;
  if (!isCurrencyCode(value)) issues.add(pointer, 'invalid_currency', 'must be an ISO 4217 code (three capital letters), USDC or USDT');
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function checkDate(issues: Issues, pointer: string, value: unknown): void {
  if (!expectString(issues, pointer, value)) return;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    issues.add(pointer, 'invalid_date', 'must be a date of the form YYYY-MM-DD');
  }
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * The epoch milliseconds of an RFC 3339 date-time, or `undefined` when it is not one. Every part
 * must exist on the calendar and the clock: `2026-02-30T00:00:00Z` and `T24:00:00Z` are refused,
 * where `Date.parse` would roll them over.
 */
export function parseRfc3339(value: string): number | undefined {
  const match = RFC3339.exec(value);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** An RFC 3339 date-time; returns its epoch milliseconds or `undefined`. */
export function checkTimestamp(issues: Issues, pointer: string, value: unknown): number | undefined {
  if (!expectString(issues, pointer, value)) return undefined;
  const ms = parseRfc3339(value) ?? Number.NaN;
  if (Number.isNaN(ms)) {
    issues.add(pointer, 'invalid_timestamp', 'must be an RFC 3339 date-time such as 2026-05-01T12:00:00.000Z');
    return undefined;
  }
  return ms;
}

/** 1 to `max` printable ASCII characters (0x20 to 0x7E). */
export function checkPrintableAscii(issues: Issues, pointer: string, value: unknown, max: number): void {
  if (!expectString(issues, pointer, value) || !checkLength(issues, pointer, value, max)) return;
  if (!/^[\x20-\x7e]+$/.test(value)) issues.add(pointer, 'invalid_characters', 'must be printable ASCII characters only');
}

/** An absolute HTTPS URL without credentials, at most `max` characters. */
export function checkHttpsUrl(issues: Issues, pointer: string, value: unknown, max = 2048): void {
  if (!expectString(issues, pointer, value)) return;
  if (value.length > max) {
    issues.add(pointer, 'too_long', `must be at most ${max} characters`);
    return;
  }
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || url.protocol !== 'https:') issues.add(pointer, 'invalid_url', 'must be an absolute https URL');
  else if (url.username || url.password) issues.add(pointer, 'invalid_url', 'must not embed credentials');
}
