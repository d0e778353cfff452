import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import type { relatedPartyRoles, relatedPartyTypes } from './relatedPartyValues.js';

export { relatedPartyRoles, relatedPartyTypes } from './relatedPartyValues.js';

/** The person behind a related party; further person fields are kept as they come. */
export const relatedPersonSchema = /* @__PURE__ */ z.looseObject({
  firstName: optionalString,
  lastName: optionalString,
  residenceCountry: /* @__PURE__ */ z.nullish(countryCodeSchema),
  mailingAddress: /* @__PURE__ */ z.nullish(addressSchema),
});

/** A director, officer, owner or similar person linked to a business customer (`rp_…`). */
export const relatedPartySchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('rp_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  partyType: /* @__PURE__ */ openEnum<typeof relatedPartyTypes>(),
  roles: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ openEnum<typeof relatedPartyRoles>())),
  title: optionalString,
  person: /* @__PURE__ */ z.nullish(relatedPersonSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A related party. */
export type RelatedParty = z.output<typeof relatedPartySchema>;
/** The person fields of a related party. */
export type RelatedPerson = z.output<typeof relatedPersonSchema>;
/** A related party's role. */
export type RelatedPartyRole = NonNullable<RelatedParty['roles']>[number];
