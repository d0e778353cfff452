import type { PaykitI18n } from '../../i18n/index.js';
import type { ProfileField, ProfileFormValues, ProfileLockReason } from '../../core/profile/index.js';

/** One entry of the profile as shown: a value, or an address and its parts. */
export interface ProfileGroup {
  /** The field's name, or the address's (`residentialAddress`): its label is `profile.field.<key>`. */
  key: string;
  fields: readonly ProfileField[];
  isAddress: boolean;
}

/** The profile's fields as entries, in order: the parts of an address together. */
export function profileGroups(fields: readonly ProfileField[]): ProfileGroup[] {
  const groups: ProfileGroup[] = [];
  for (const field of fields) {
    const key = field.address ?? field.name;
    const last = groups.at(-1);
    if (last?.key === key) (last.fields as ProfileField[]).push(field);
    else groups.push({ key, fields: [field], isAddress: field.address !== undefined });
  }
  return groups;
}

/** The part of an address field's name (`residentialAddress.city` → `city`). */
export const addressPartOf = (field: ProfileField): string => field.name.slice((field.address ?? '').length + 1);

/** The strongest lock among `fields` (an address shows one reason): `verified` over `in_review`. */
export function groupLock(fields: readonly ProfileField[], lockOf: (name: string) => ProfileLockReason | null): ProfileLockReason | null {
  const reasons = fields.map((field) => lockOf(field.name));
  return reasons.includes('verified') ? 'verified' : reasons.includes('in_review') ? 'in_review' : null;
}

/** A value in words, for a person: a country by name, a date in the person's format; `''` when empty. */
export function fieldValueText(field: ProfileField, value: string | string[] | undefined, i18n: PaykitI18n): string {
  if (Array.isArray(value)) return i18n.formatList(value.map((code) => i18n.countryName(code)));
  if (!value) return '';
  if (field.kind === 'country') return i18n.countryName(value);
  if (field.kind === 'date') return i18n.formatDate(value);
  return value;
}

/** An entry's value in words: an address's parts joined, each in words. */
export function groupValueText(group: ProfileGroup, values: ProfileFormValues, i18n: PaykitI18n): string {
  return group.fields
    .map((field) => fieldValueText(field, values[field.name], i18n))
    .filter((text) => text !== '')
    .join(', ');
}
