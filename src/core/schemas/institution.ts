import * as z from 'zod/mini';
import { countryCodeSchema, optionalString } from './primitives.js';

/**
 * A bank or provider that backs a capability. Institution ids are opaque strings (no prefix).
 * `country` and `methods` are paykit's assumption for the institutions listing.
 */
export const institutionSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z
    .string({ error: 'Expected an institution id string' })
    .check(/* @__PURE__ */ z.minLength(1, { error: 'Expected a non-empty institution id' })),
  name: optionalString,
  bic: optionalString,
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
  methods: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
});

/** An institution. */
export type Institution = z.output<typeof institutionSchema>;
