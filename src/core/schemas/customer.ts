import * as z from 'zod';
import { addressSchema } from './address.js';
import { businessProfileSchema } from './businessProfile.js';
import { financialProfileSchema } from './financialProfile.js';
import { openEnum } from './openEnum.js';
import {
  countryCodeSchema,
  dateSchema,
  idSchema,
  metadataSchema,
  optionalString,
  optionalTimestamp,
} from './primitives.js';
import { relatedPartySchema } from './relatedParty.js';
import { taxIdentifierSchema } from './taxIdentifier.js';

/** Customer types. */
export const customerTypes = ['individual', 'business'] as const;

/** The `individual` object of an individual customer; every field may be absent (progressive creation). */
export const individualProfileSchema = z.looseObject({
  firstName: optionalString,
  middleName: optionalString,
  lastName: optionalString,
  birthDate: dateSchema.nullish(),
  birthCountry: countryCodeSchema.nullish(),
  residenceCountry: countryCodeSchema.nullish(),
  nationalities: z.array(countryCodeSchema).nullish(),
  email: optionalString,
  phone: optionalString,
  residentialAddress: addressSchema.nullish(),
  mailingAddress: addressSchema.nullish(),
  taxResidencies: z.array(countryCodeSchema).nullish(),
  taxIdentifiers: z.array(taxIdentifierSchema).nullish(),
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
  individual: individualProfileSchema.nullish(),
  business: businessProfileSchema.nullish(),
  relatedParties: z.array(relatedPartySchema).nullish(),
  financialProfile: financialProfileSchema.nullish(),
  metadata: metadataSchema.nullish(),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A customer. */
export type Customer = z.output<typeof customerSchema>;
/** A customer type. */
export type CustomerType = Customer['type'];
/** An individual customer's personal details. */
export type IndividualProfile = z.output<typeof individualProfileSchema>;
