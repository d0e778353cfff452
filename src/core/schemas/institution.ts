import * as z from 'zod';
import { countryCodeSchema, optionalString } from './primitives.js';

/**
 * A bank or provider that backs a capability. Institution ids are opaque strings (no prefix).
 * `country` and `methods` are paykit's assumption for the institutions listing.
 */
export const institutionSchema = z.looseObject({
  id: z.string({ error: 'Expected an institution id string' }).min(1, { error: 'Expected a non-empty institution id' }),
  name: optionalString,
  bic: optionalString,
  country: countryCodeSchema.nullish(),
  methods: z.array(z.string()).nullish(),
});

/** An institution. */
export type Institution = z.output<typeof institutionSchema>;
