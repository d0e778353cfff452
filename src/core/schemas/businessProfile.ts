import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, dateSchema, optionalString } from './primitives.js';
import { taxIdentifierSchema } from './taxIdentifier.js';
import type { businessEntityTypes } from './businessProfileValues.js';

export { businessEntityTypes } from './businessProfileValues.js';

/**
 * The `business` object of a business customer. The API leaves its fields unstated; paykit
 * assumes this shape and keeps every other field as it comes.
 */
export const businessProfileSchema = /* @__PURE__ */ z.looseObject({
  legalName: optionalString,
  doingBusinessAs: optionalString,
  registrationNumber: optionalString,
  incorporationCountry: /* @__PURE__ */ z.nullish(countryCodeSchema),
  incorporationDate: /* @__PURE__ */ z.nullish(dateSchema),
  entityType: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof businessEntityTypes>()),
  website: optionalString,
  email: optionalString,
  phone: optionalString,
  registeredAddress: /* @__PURE__ */ z.nullish(addressSchema),
  operatingAddress: /* @__PURE__ */ z.nullish(addressSchema),
  taxIdentifiers: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(taxIdentifierSchema)),
});

/** A business customer's business details. */
export type BusinessProfile = z.output<typeof businessProfileSchema>;
