/**
 * The related-party form without React: its values as typed, the checks run before anything is
 * sent, the create and update bodies, and where a server error's pointer lands.
 */
import type { CreateRelatedPartyBody, UpdateRelatedPartyBody } from '../client/index.js';
import { ADDRESS_PARTS, type AddressPart } from '../forms/addressParts.js';
import { birthDateProblem } from '../forms/birthDateRules.js';
import type { RelatedParty } from '../schemas/index.js';
import { relatedPartyRoles } from '../schemas/relatedPartyValues.js';

export { ADDRESS_PARTS, type AddressPart };

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** What the related-party form holds: text as typed, so nothing is lost on a failed save. */
export interface RelatedPartyFormValues {
  firstName: string;
  lastName: string;
  roles: string[];
  title: string;
  birthDate: string;
  /** The first nationality; further ones the party already has are kept on save. */
  nationality: string;
  residenceCountry: string;
  address: Record<AddressPart, string>;
  /** A decimal as typed, e.g. `"25.5"`. */
  ownershipPercent: string;
}

/** A form field an error can be shown at: a top-level value or `address.<part>`. */
export type RelatedPartyFieldName = Exclude<keyof RelatedPartyFormValues, 'address'> | `address.${AddressPart}`;

/** The fields in the order the form shows them: a refused submit focuses the first invalid one. */
export const RELATED_PARTY_FIELD_ORDER: readonly RelatedPartyFieldName[] = [
  'firstName',
  'lastName',
  'roles',
  'ownershipPercent',
  'title',
  'birthDate',
  'nationality',
  'residenceCountry',
  .../* @__PURE__ */ ADDRESS_PARTS.map((part): RelatedPartyFieldName => `address.${part}`),
];

/** Why a value cannot be saved, before anything is sent. */
export type RelatedPartyProblem =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'rolesRequired'
  | 'invalidDate'
  | 'futureDate'
  | 'implausibleDate'
  | 'ownerUnderage'
  | 'percentRange'
  | 'percentScale';

/**
 * Roles that mean a share of the business, for which the ownership percentage is asked. The API's
 * known roles stop at `primary_contact` and "the list continues"; `beneficial_owner` is paykit's
 * name for an owner, and any role naming an owner or shareholder counts.
 */
export const isOwnerRole = (role: string): boolean => /owner|shareholder/.test(role);

/** The roles offered as checkboxes: the API's known roles, an owner role, and any others the party has. */
export function roleChoices(current: readonly string[] = []): string[] {
  return [...new Set<string>([...relatedPartyRoles, ...current])];
}

/** The form's starting values: empty for a new person, the party's own values for an edit. */
export function formValuesOf(party?: RelatedParty | null): RelatedPartyFormValues {
  const person = (party?.person ?? {}) as Record<string, unknown>;
  const address = (person.mailingAddress ?? {}) as Record<string, unknown>;
  const nationalities = Array.isArray(person.nationalities) ? person.nationalities : [];
  return {
    firstName: asText(person.firstName),
    lastName: asText(person.lastName),
    roles: [...(party?.roles ?? [])],
    title: asText(party?.title),
    birthDate: asText(person.birthDate),
    nationality: asText(nationalities[0]),
    residenceCountry: asText(person.residenceCountry),
    address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, asText(address[part])])) as Record<AddressPart, string>,
    ownershipPercent: asText(person.ownershipPercent),
  };
}

/** Whether the ownership percentage is asked: an owner role is chosen. */
export const asksOwnership = (values: RelatedPartyFormValues): boolean => values.roles.some(isOwnerRole);

/** What the form knows about its inputs beyond their values. */
export interface RelatedPartyInputState {
  /**
   * The birth date input holds something that is not a date (02/30/2090): the browser reads it as
   * `''`, which alone would look like no date at all.
   * @default false
   */
  isBirthDateUnreadable?: boolean;
}

/**
 * What must change before the form is sent, by field: names and a role are required; the birth
 * date must be a real date before `today` (`YYYY-MM-DD`, the person's own calendar day: see
 * `localCalendarDate`) and no more than 120 years back, and a person with an owner role must be
 * 18 or older on `today` (`birthDateProblem`); the ownership a number from 0 to 100 with at most
 * two decimals.
 */
export function validateRelatedParty(
  values: RelatedPartyFormValues,
  today: string,
  { isBirthDateUnreadable = false }: RelatedPartyInputState = {},
): Partial<Record<RelatedPartyFieldName, RelatedPartyProblem>> {
  const problems: Partial<Record<RelatedPartyFieldName, RelatedPartyProblem>> = {};
  if (values.firstName.trim() === '') problems.firstName = 'firstNameRequired';
  if (values.lastName.trim() === '') problems.lastName = 'lastNameRequired';
  if (values.roles.length === 0) problems.roles = 'rolesRequired';
  if (isBirthDateUnreadable) problems.birthDate = 'invalidDate';
  else if (values.birthDate !== '') {
    const problem = birthDateProblem(values.birthDate, today, { isOwner: asksOwnership(values) });
    if (problem) problems.birthDate = problem;
  }
  const percent = ownershipPercentText(values);
  if (asksOwnership(values) && percent !== '') {
    const number = Number(percent);
    if (!/^\d+(\.\d+)?$/.test(percent) || number > 100) problems.ownershipPercent = 'percentRange';
    else if (!/^\d+(\.\d{1,2})?$/.test(percent)) problems.ownershipPercent = 'percentScale';
  }
  return problems;
}

/** The share as typed, read with either decimal mark: "12,5" in French is 12.5. */
const ownershipPercentText = (values: RelatedPartyFormValues): string => values.ownershipPercent.trim().replace(',', '.');

const filled = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const orNull = (value: string): string | null => filled(value) ?? null;

function nationalitiesOf(values: RelatedPartyFormValues, party?: RelatedParty | null): string[] {
  const current = (party?.person as { nationalities?: unknown } | null | undefined)?.nationalities;
  const others = Array.isArray(current) ? current.filter((code): code is string => typeof code === 'string').slice(1) : [];
  const first = filled(values.nationality);
  return first ? [first, ...others.filter((code) => code !== first)] : others;
}

/** The body that creates the person: empty optional fields are left out. */
export function toCreateBody(values: RelatedPartyFormValues): CreateRelatedPartyBody {
  const address = Object.fromEntries(
    ADDRESS_PARTS.flatMap((part) => (filled(values.address[part]) ? [[part, filled(values.address[part])]] : [])),
  );
  const nationalities = nationalitiesOf(values);
  const percent = asksOwnership(values) ? filled(ownershipPercentText(values)) : undefined;
  return {
    partyType: 'person',
    roles: values.roles,
    ...(filled(values.title) ? { title: filled(values.title) } : {}),
    person: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(filled(values.birthDate) ? { birthDate: values.birthDate } : {}),
      ...(nationalities.length > 0 ? { nationalities } : {}),
      ...(filled(values.residenceCountry) ? { residenceCountry: filled(values.residenceCountry) } : {}),
      ...(Object.keys(address).length > 0 ? { mailingAddress: address } : {}),
      ...(percent !== undefined ? { ownershipPercent: Number(percent) } : {}),
    },
  };
}

/**
 * The merge document that updates `party`: every field the form showed is sent, an emptied one as
 * `null` so it is cleared, an emptied address as a whole `null`. The ownership share is sent only
 * when the form asked it (an owner role chosen) or the person took the owner role away; a share
 * the form never showed (a party with no owner role) is left out, so it stays as it is.
 */
export function toUpdateBody(values: RelatedPartyFormValues, party: RelatedParty): UpdateRelatedPartyBody {
  const isAddressEmpty = ADDRESS_PARTS.every((part) => filled(values.address[part]) === undefined);
  const nationalities = nationalitiesOf(values, party);
  const percent = asksOwnership(values) ? filled(ownershipPercentText(values)) : undefined;
  return {
    roles: values.roles,
    title: orNull(values.title),
    person: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      birthDate: orNull(values.birthDate),
      nationalities: nationalities.length > 0 ? nationalities : null,
      residenceCountry: orNull(values.residenceCountry),
      mailingAddress: isAddressEmpty ? null : Object.fromEntries(ADDRESS_PARTS.map((part) => [part, orNull(values.address[part])])),
      ...(asksOwnership(values) || party.roles?.some(isOwnerRole) ? { ownershipPercent: percent ? Number(percent) : null } : {}),
    },
  } as UpdateRelatedPartyBody;
}

const POINTER_FIELDS: readonly [RegExp, (match: RegExpMatchArray) => RelatedPartyFieldName][] = [
  [/^\/roles(\/|$)/, () => 'roles'],
  [/^\/title$/, () => 'title'],
  [/^\/person\/(firstName|lastName|birthDate|residenceCountry|ownershipPercent)$/, (match) => match[1] as RelatedPartyFieldName],
  [/^\/person\/nationalities(\/|$)/, () => 'nationality'],
  [/^\/person\/mailingAddress\/(streetLine1|streetLine2|city|state|postalCode|country)$/, (match) => `address.${match[1] as AddressPart}`],
  [/^\/person\/mailingAddress$/, () => 'address.streetLine1'],
];

/** The form field a server error's JSON Pointer names, or `null` when the form has none for it. */
export function fieldOfPointer(pointer: string): RelatedPartyFieldName | null {
  for (const [pattern, name] of POINTER_FIELDS) {
    const match = pointer.match(pattern);
    if (match) return name(match);
  }
  return null;
}

/** The form's values by field name (`address.city`), as a form engine keeps them. */
export function toFieldValues(values: RelatedPartyFormValues): Record<RelatedPartyFieldName, string | string[]> {
  const { address, ...top } = values;
  const flat: Partial<Record<RelatedPartyFieldName, string | string[]>> = { ...top };
  for (const part of ADDRESS_PARTS) flat[`address.${part}`] = address[part];
  return flat as Record<RelatedPartyFieldName, string | string[]>;
}

/** The form's values from values by field name: a missing or unexpected value reads as empty. */
export function fromFieldValues(flat: Readonly<Partial<Record<string, unknown>>>): RelatedPartyFormValues {
  const text = (name: string) => asText(flat[name]);
  const roles = flat.roles;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    title: text('title'),
    birthDate: text('birthDate'),
    nationality: text('nationality'),
    residenceCountry: text('residenceCountry'),
    address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(`address.${part}`)])) as Record<AddressPart, string>,
    ownershipPercent: text('ownershipPercent'),
  };
}
