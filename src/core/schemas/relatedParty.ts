import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import { relatedPartyRoles, relatedPartyTypes } from './relatedPartyValues.js';

export { relatedPartyRoles, relatedPartyTypes } from './relatedPartyValues.js';

/** The person behind a related party; further person fields are kept as they come. */
export const relatedPersonSchema = z.looseObject({
  firstName: optionalString,
  lastName: optionalString,
  residenceCountry: z.nullish(countryCodeSchema),
  mailingAddress: z.nullish(addressSchema),
});

/** A director, officer, owner or similar person linked to a business customer (`rp_…`). */
export const relatedPartySchema = z.looseObject({
  id: idSchema('rp_'),
  customerId: z.nullish(idSchema('cus_')),
  partyType: openEnum(relatedPartyTypes),
  roles: z.nullish(z.array(openEnum(relatedPartyRoles))),
  title: optionalString,
  person: z.nullish(relatedPersonSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A related party. */
export type RelatedParty = z.output<typeof relatedPartySchema>;
/** The person fields of a related party. */
export type RelatedPerson = z.output<typeof relatedPersonSchema>;
/** A related party's role. */
export type RelatedPartyRole = NonNullable<RelatedParty['roles']>[number];
