import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { countryCodeSchema, optionalString } from './primitives.js';
import type { taxIdentifierTypes } from './taxIdentifierValues.js';

export { taxIdentifierTypes } from './taxIdentifierValues.js';

/** A tax identifier: `type`, `country` and `value` are required; `typeDescription` explains `other`. */
export const taxIdentifierSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof taxIdentifierTypes>(),
  typeDescription: optionalString,
  country: countryCodeSchema,
  value: /* @__PURE__ */ z.string({ error: 'Expected the tax identifier value as a string' }),
});

/** A tax identifier. */
export type TaxIdentifier = z.output<typeof taxIdentifierSchema>;
