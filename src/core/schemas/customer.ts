import * as z from 'zod/mini';
import { addressSchema } from './address.js';
import { businessProfileSchema } from './businessProfile.js';
import { financialProfileSchema } from './financialProfile.js';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, dateSchema, idSchema, metadataSchema, optionalString, optionalTimestamp } from './primitives.js';
import { relatedPartySchema } from './relatedParty.js';
import { taxIdentifierSchema } from './taxIdentifier.js';
import { customerTypes } from './customerValues.js';

export { customerTypes } from './customerValues.js';

/** The `individual` object of an individual customer; every field may be absent (progressive creation). */
export const individualProfileSchema = z.looseObject({
  firstName: optionalString,
  middleName: optionalString,
  lastName: optionalString,
  birthDate: z.nullish(dateSchema),
  birthCountry: z.nullish(countryCodeSchema),
  residenceCountry: z.nullish(countryCodeSchema),
  nationalities: z.nullish(z.array(countryCodeSchema)),
  email: optionalString,
  phone: optionalString,
  residentialAddress: z.nullish(addressSchema),
  mailingAddress: z.nullish(addressSchema),
  taxResidencies: z.nullish(z.array(countryCodeSchema)),
  taxIdentifiers: z.nullish(z.array(taxIdentifierSchema)),
});

/**
 * A customer (`cus_…`): a person (`individual`) or a business (`business`, with inline related
 * parties). Only `id` and `type` are certain; every other fact may still be missing, to be asked
 * for by tasks. An unknown `type` parses, with neither profile object.
 */
export const customerSchema = z.looseObject({
  id: idSchema('cus_'),
  type: openEnum(customerTypes),
  externalId: optionalString,
  individual: z.nullish(individualProfileSchema),
  business: z.nullish(businessProfileSchema),
  relatedParties: z.nullish(z.array(relatedPartySchema)),
  financialProfile: z.nullish(financialProfileSchema),
  metadata: z.nullish(metadataSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A customer. */
export type Customer = z.output<typeof customerSchema>;
/** A customer type. */
export type CustomerType = Customer['type'];
/** An individual customer's personal details. */
export type IndividualProfile = z.output<typeof individualProfileSchema>;
