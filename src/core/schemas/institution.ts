import * as z from 'zod/mini';
import { countryCodeSchema, optionalString } from './primitives.js';

/**
 * A bank or provider that backs a capability. Institution ids are opaque strings (no prefix).
 * `country` and `methods` are paykit's assumption for the institutions listing.
 */
export const institutionSchema = z.looseObject({
  id: z.string({ error: 'Expected an institution id string' }).check(z.minLength(1, { error: 'Expected a non-empty institution id' })),
  name: optionalString,
  bic: optionalString,
  country: z.nullish(countryCodeSchema),
  methods: z.nullish(z.array(z.string())),
});

/** An institution. */
export type Institution = z.output<typeof institutionSchema>;
