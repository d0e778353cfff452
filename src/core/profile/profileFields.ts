/**
 * The fields of a customer's profile the person may see and edit after onboarding, without React:
 * which fields a type of customer has, where each lives in the customer (a JSON Pointer), and the
 * values as a form holds them (text as typed, country lists as arrays of codes).
 */
import { ADDRESS_PARTS } from '../forms/addressParts.js';
import type { Customer } from '../schemas/index.js';

/** How a profile field is shown, edited and checked. */
export type ProfileFieldKind = 'name' | 'text' | 'date' | 'email' | 'phone' | 'url' | 'country' | 'countries' | 'address';

/** One field of the profile form: a value (`email`) or an address part (`residentialAddress.city`). */
export interface ProfileField {
  /** The form's name of the field: the key under the profile object, `.` before an address part. */
  name: string;
  /** Where the value lives in the customer (`/individual/residentialAddress/city`): what locks and server errors point at. */
  pointer: string;
  kind: ProfileFieldKind;
  /** For an address part: the address (`residentialAddress`) it belongs to. */
  address?: string;
}

/** The profile object a customer of each type edits. */
export type ProfileObject = 'individual' | 'business';

/** What the profile form holds, by field name: text as typed, country lists as codes. */
export type ProfileFormValues = Record<string, string | string[]>;

const INDIVIDUAL: readonly [string, ProfileFieldKind][] = [
  ['firstName', 'name'],
  ['middleName', 'name'],
  ['lastName', 'name'],
  ['birthDate', 'date'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['residentialAddress', 'address'],
  ['mailingAddress', 'address'],
  ['nationalities', 'countries'],
  ['taxResidencies', 'countries'],
];

// The business variant's fields are not shown in the API description: these are the ones the
// kit's `businessProfileSchema` assumes, but for its open enum (`entityType`) and tax identifiers.
const BUSINESS: readonly [string, ProfileFieldKind][] = [
  ['legalName', 'name'],
  ['doingBusinessAs', 'name'],
  ['registrationNumber', 'text'],
  ['incorporationCountry', 'country'],
  ['incorporationDate', 'date'],
  ['website', 'url'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['registeredAddress', 'address'],
  ['operatingAddress', 'address'],
];

/** The profile object a customer edits: `null` for a type the kit does not know. */
export function profileObjectOf(customer: Pick<Customer, 'type'>): ProfileObject | null {
  if (customer.type === 'individual') return 'individual';
  return customer.type === 'business' ? 'business' : null;
}

/** The fields of the profile form for `object`, in the order they are shown: a refused save focuses the first invalid one. */
export function profileFields(object: ProfileObject): ProfileField[] {
  return (object === 'individual' ? INDIVIDUAL : BUSINESS).flatMap(([key, kind]): ProfileField[] =>
    kind === 'address'
      ? ADDRESS_PARTS.map((part) => ({
          name: `${key}.${part}`,
          pointer: `/${object}/${key}/${part}`,
          kind: part === 'country' ? 'country' : 'text',
          address: key,
        }))
      : [{ name: key, pointer: `/${object}/${key}`, kind }],
  );
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asCodes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

/** The form's values as read from `customer`: an absent value reads as `''` (or `[]` for a list). */
export function profileValuesOf(customer: Customer, object: ProfileObject): ProfileFormValues {
  const profile = (customer[object] ?? {}) as Record<string, unknown>;
  const values: ProfileFormValues = {};
  for (const field of profileFields(object)) {
    if (field.address !== undefined) {
      const address = profile[field.address];
      const part = field.name.slice(field.address.length + 1);
      values[field.name] = asText(typeof address === 'object' && address !== null ? (address as Record<string, unknown>)[part] : undefined);
    } else values[field.name] = field.kind === 'countries' ? asCodes(profile[field.name]) : asText(profile[field.name]);
  }
  return values;
}

/** The field a server error's JSON Pointer names (`/individual/nationalities/1` → `nationalities`), or `null`. */
export function profileFieldOfPointer(pointer: string, object: ProfileObject): string | null {
  const fields = profileFields(object);
  const exact = fields.find((field) => pointer === field.pointer || pointer.startsWith(`${field.pointer}/`));
  if (exact) return exact.name;
  // An error on a whole address lands on its first line.
  const address = fields.find((field) => field.address !== undefined && pointer === `/${object}/${field.address}`);
  return address ? address.name : null;
}
