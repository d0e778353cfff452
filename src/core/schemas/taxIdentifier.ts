import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, optionalString } from './primitives.js';

/** Known tax identifier types. */
export const taxIdentifierTypes = ['ssn', 'itin', 'ein', 'tin', 'vat', 'cpf', 'cnpj', 'other'] as const;

/** A tax identifier: `type`, `country` and `value` are required; `typeDescription` explains `other`. */
export const taxIdentifierSchema = z.looseObject({
  type: openEnum(taxIdentifierTypes),
  typeDescription: optionalString,
  country: countryCodeSchema,
  value: z.string({ error: 'Expected the tax identifier value as a string' }),
});

/** A tax identifier. */
export type TaxIdentifier = z.output<typeof taxIdentifierSchema>;
