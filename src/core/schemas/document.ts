import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, optionalCount, optionalString, optionalTimestamp } from './primitives.js';
import type { documentStatuses } from './documentValues.js';

export { documentStatuses } from './documentValues.js';

/**
 * An uploaded file (`doc_…`) that answers can reference. The API leaves the fields unstated;
 * paykit assumes `{ id, fileName, contentType, size, status, documentType?, createdAt }`.
 */
export const documentSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('doc_'),
  customerId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cus_')),
  fileName: optionalString,
  contentType: optionalString,
  size: optionalCount,
  documentType: optionalString,
  status: /* @__PURE__ */ openEnum<typeof documentStatuses>(),
  createdAt: optionalTimestamp,
});

/** A document (named to avoid the DOM's `Document`). */
export type DocumentResource = z.output<typeof documentSchema>;
