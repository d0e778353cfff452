import * as z from 'zod/mini';
import type { businessRailStatuses } from '../legacy/rails.js';
import { legacyReasonSchema } from './legacyCustomer.js';
import { openEnum } from './openEnum.js';
import { idSchema, optionalTimestamp } from './primitives.js';

/**
 * One rail of a v2 business (`GET /v2/customers/business/{id}/rails`): its discovery or application
 * status (`available`, `unavailable`, `ready_for_review`, `in_review`, `needs_information`, `active`,
 * `declined`, an open set). The description shows no exact row, so only `rail` and `status` are
 * required; the rest (requirements, banks) is kept as it comes.
 */
export const businessRailSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('cfr_')),
  rail: /* @__PURE__ */ z.string({ error: 'Expected a rail name string such as "ach_pooled"' }),
  status: /* @__PURE__ */ openEnum<typeof businessRailStatuses>(),
  reason: /* @__PURE__ */ z.nullish(legacyReasonSchema),
  submittedAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A rail of a v2 business. */
export type BusinessRail = z.output<typeof businessRailSchema>;
