/**
 * The checks run on an edited profile before it is sent, and the merge document
 * (`PATCH /customer`) built from the values read and the values edited.
 */
import type { UpdateCustomerBody } from '../client/index.js';
import { birthDateProblem, type BirthDateProblem } from '../forms/birthDateRules.js';
import { profileFields, type ProfileField, type ProfileFormValues, type ProfileObject } from './profileFields.js';

/** Why an edited profile value cannot be saved, before anything is sent. */
export type ProfileProblem =
  'tooLong' | 'invalidEmail' | 'invalidPhone' | 'invalidUrl' | 'invalidDate' | 'futureDate' | 'implausibleDate' | 'duplicateCountries';

/** The API's longest name, address part or other text (characters). */
const TEXT_MAX = 256;
/** The API's longest email address. */
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's phone format: a plus sign, a non-zero digit, then 1 to 14 digits. */
const PHONE = /^\+[1-9]\d{1,14}$/;

/**
 * The text as it is checked and sent: without leading and trailing spaces (the API refuses them),
 * and for a phone number without the spaces, dots, dashes and brackets people type between digits.
 */
export function normaliseProfileText(field: Pick<ProfileField, 'kind'>, text: string): string {
  const trimmed = text.trim();
  return field.kind === 'phone' ? trimmed.replace(/[\s.()-]/g, '') : trimmed;
}

function problemOf(field: ProfileField, value: string | string[], today: string): ProfileProblem | null {
  if (Array.isArray(value)) return new Set(value).size === value.length ? null : 'duplicateCountries';
  const text = normaliseProfileText(field, value);
  if (text === '') return null;
  switch (field.kind) {
    case 'email':
      return text.length > EMAIL_MAX ? 'tooLong' : EMAIL.test(text) ? null : 'invalidEmail';
    case 'phone':
      return PHONE.test(text) ? null : 'invalidPhone';
    case 'date':
      // Not an owner's date: no age is asked of the customer here.
      return birthDateProblem(text, today) as Exclude<BirthDateProblem, 'ownerUnderage'> | null;
    case 'url':
      return text.length > TEXT_MAX ? 'tooLong' : /^https?:\/\/\S+$/.test(text) ? null : 'invalidUrl';
    default:
      return text.length > TEXT_MAX ? 'tooLong' : null;
  }
}

/**
 * What must change before the profile is sent, by field name: an email, phone (`+` and digits),
 * website or date in the API's format, text no longer than the API takes, a date before `today`
 * (`YYYY-MM-DD`, the person's calendar day) and less than 120 years back. An emptied field is no
 * problem: it is cleared. Only the fields in `editable` are checked.
 */
export function validateProfile(
  object: ProfileObject,
  values: ProfileFormValues,
  today: string,
  editable: ReadonlySet<string>,
): Partial<Record<string, ProfileProblem>> {
  const problems: Partial<Record<string, ProfileProblem>> = {};
  for (const field of profileFields(object)) {
    if (!editable.has(field.name)) continue;
    const problem = problemOf(field, values[field.name] ?? '', today);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

const sameCodes = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((code, index) => code === right[index]);

/**
 * The merge document that turns the profile `read` into `edited`: only what changed is sent; a
 * cleared field as `null` (an address whose every part was cleared as a whole `null`); an edited
 * address part alone, merged into the address; an edited country list whole (arrays replace).
 * Fields outside `editable` (locked by a review) are never sent. `null` when nothing changed.
 *
 * @example
 * buildProfilePatch('individual', { phone: '+33612345678', email: 'a@b.fr', … }, { phone: '+33698765432', email: '', … }, editable);
 * // { individual: { phone: '+33698765432', email: null } }
 */
export function buildProfilePatch(
  object: ProfileObject,
  read: ProfileFormValues,
  edited: ProfileFormValues,
  editable: ReadonlySet<string>,
): UpdateCustomerBody | null {
  const patch: Record<string, unknown> = {};
  const addresses: Record<string, Record<string, string | null>> = {};
  for (const field of profileFields(object)) {
    if (!editable.has(field.name)) continue;
    const before = read[field.name] ?? '';
    const after = edited[field.name] ?? '';
    if (Array.isArray(before) || Array.isArray(after)) {
      const was = Array.isArray(before) ? before : [];
      const now = Array.isArray(after) ? after : [];
      if (!sameCodes(was, now)) patch[field.name] = now.length > 0 ? [...now] : null;
      continue;
    }
    const [was, now] = [normaliseProfileText(field, before), normaliseProfileText(field, after)];
    if (was === now) continue;
    if (field.address === undefined) patch[field.name] = now === '' ? null : now;
    else (addresses[field.address] ??= {})[field.name.slice(field.address.length + 1)] = now === '' ? null : now;
  }
  for (const [address, parts] of Object.entries(addresses)) {
    const lines = profileFields(object).filter((field) => field.address === address);
    const isEmptied = lines.every((field) => normaliseProfileText(field, String(edited[field.name] ?? '')) === '');
    patch[address] = isEmptied ? null : parts;
  }
  return Object.keys(patch).length === 0 ? null : ({ [object]: patch } as UpdateCustomerBody);
}
