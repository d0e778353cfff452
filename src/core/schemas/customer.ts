import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { businessProfileSchema } from './businessProfile.js';
import { financialProfileSchema } from './financialProfile.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, dateSchema, idSchema, metadataSchema, optionalString, optionalTimestamp } from './primitives.js';
import { relatedPartySchema } from './relatedParty.js';
import { taxIdentifierSchema } from './taxIdentifier.js';
import type { customerTypes } from './customerValues.js';

export { customerTypes } from './customerValues.js';

/** The `individual` object of an individual customer; every field may be absent (progressive creation). */
export const individualProfileSchema = /* @__PURE__ */ z.looseObject({
  firstName: optionalString,
  middleName: optionalString,
  lastName: optionalString,
  birthDate: /* @__PURE__ */ z.nullish(dateSchema),
  birthCountry: /* @__PURE__ */ z.nullish(countryCodeSchema),
  residenceCountry: /* @__PURE__ */ z.nullish(countryCodeSchema),
  nationalities: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(countryCodeSchema)),
  email: optionalString,
  phone: optionalString,
  residentialAddress: /* @__PURE__ */ z.nullish(addressSchema),
  mailingAddress: /* @__PURE__ */ z.nullish(addressSchema),
  taxResidencies: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(countryCodeSchema)),
  taxIdentifiers: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(taxIdentifierSchema)),
});

/**
 * A customer (`cus_…`): a person (`individual`) or a business (`business`, with inline related
 * parties). Only `id` and `type` are certain; every other fact may still be missing, to be asked
 * for by tasks. An unknown `type` parses, with neither profile object.
 */
export const customerSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('cus_'),
  type: /* @__PURE__ */ openEnum<typeof customerTypes>(),
  externalId: optionalString,
  individual: /* @__PURE__ */ z.nullish(individualProfileSchema),
  business: /* @__PURE__ */ z.nullish(businessProfileSchema),
  relatedParties: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(relatedPartySchema)),
  financialProfile: /* @__PURE__ */ z.nullish(financialProfileSchema),
  metadata: /* @__PURE__ */ z.nullish(metadataSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A customer. */
export type Customer = z.output<typeof customerSchema>;
/** A customer type. */
export type CustomerType = Customer['type'];
/** An individual customer's personal details. */
export type IndividualProfile = z.output<typeof individualProfileSchema>;
