import * as z from 'zod/mini';
import { countryCodeSchema, optionalString } from './primitives.js';

/**
 * A postal address (residential, mailing, registered, recipient). Every part may be absent: the
 * API requires at least one on write, and a read may carry any subset.
 */
export const addressSchema = /* @__PURE__ */ z.looseObject({
  streetLine1: optionalString,
  streetLine2: optionalString,
  city: optionalString,
  state: optionalString,
  postalCode: optionalString,
  country: /* @__PURE__ */ z.nullish(countryCodeSchema),
});

/** A postal address. */
export type Address = z.output<typeof addressSchema>;
