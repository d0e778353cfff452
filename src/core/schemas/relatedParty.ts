import * as z from 'zod';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';

/** Known related-party types; the API shows `person` only. */
export const relatedPartyTypes = ['person'] as const;

/** Known related-party roles; the API's list continues past these. */
export const relatedPartyRoles = [
  'control_person', 'director', 'officer', 'authorized_signer', 'authorized_representative',
  'compliance_officer', 'primary_contact',
] as const;

/** The person behind a related party; further person fields are kept as they come. */
export const relatedPersonSchema = z.looseObject({
  firstName: optionalString,
  lastName: optionalString,
  residenceCountry: countryCodeSchema.nullish(),
  mailingAddress: addressSchema.nullish(),
});

/** A director, officer, owner or similar person linked to a business customer (`rp_…`). */
export const relatedPartySchema = z.looseObject({
  id: idSchema('rp_'),
  customerId: idSchema('cus_').nullish(),
  partyType: openEnum(relatedPartyTypes),
  roles: z.array(openEnum(relatedPartyRoles)).nullish(),
  title: optionalString,
  person: relatedPersonSchema.nullish(),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A related party. */
export type RelatedParty = z.output<typeof relatedPartySchema>;
/** The person fields of a related party. */
export type RelatedPerson = z.output<typeof relatedPersonSchema>;
/** A related party's role. */
export type RelatedPartyRole = NonNullable<RelatedParty['roles']>[number];
