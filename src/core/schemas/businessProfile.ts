import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, dateSchema, optionalString } from './primitives.js';
import { taxIdentifierSchema } from './taxIdentifier.js';
import { businessEntityTypes } from './businessProfileValues.js';

export { businessEntityTypes } from './businessProfileValues.js';

/**
 * The `business` object of a business customer. The API leaves its fields unstated; paykit
 * assumes this shape and keeps every other field as it comes.
 */
export const businessProfileSchema = z.looseObject({
  legalName: optionalString,
  doingBusinessAs: optionalString,
  registrationNumber: optionalString,
  incorporationCountry: z.nullish(countryCodeSchema),
  incorporationDate: z.nullish(dateSchema),
  entityType: z.nullish(openEnum(businessEntityTypes)),
  website: optionalString,
  email: optionalString,
  phone: optionalString,
  registeredAddress: z.nullish(addressSchema),
  operatingAddress: z.nullish(addressSchema),
  taxIdentifiers: z.nullish(z.array(taxIdentifierSchema)),
});

/** A business customer's business details. */
export type BusinessProfile = z.output<typeof businessProfileSchema>;
