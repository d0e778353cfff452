import * as z from 'zod/mini';
import type { legacyRailStatuses, legacyVerificationStatuses } from '../legacy/rails.js';
import type { customerTypes } from './customerValues.js';
import { openEnum } from './openEnum.js';
import { idSchema, listOf, optionalString, optionalTimestamp } from './primitives.js';

/** Why a legacy rail or business rail is where it is: `{ code, message }` (an open catalogue of codes). */
export const legacyReasonSchema = /* @__PURE__ */ z.looseObject({
  code: /* @__PURE__ */ z.string({ error: 'Expected a reason code string' }),
  message: optionalString,
});

/**
 * One rail of a v1 customer (`cfr_…`: a rail status row, never an account id): its status
 * (`requested`, `ready_to_use`, `rejected`, an open set), why, and the document types the
 * verification asks for (service-defined identifiers, an open set).
 */
export const legacyRailSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('cfr_'),
  rail: /* @__PURE__ */ z.string({ error: 'Expected a rail name string such as "ach_pooled"' }),
  status: /* @__PURE__ */ openEnum<typeof legacyRailStatuses>(),
  reason: /* @__PURE__ */ z.nullish(legacyReasonSchema),
  requiredDocuments: /* @__PURE__ */ listOf(/* @__PURE__ */ z.string()),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/**
 * The v1 view of the session's customer (`GET /v1/customers/{id}`): the same customer as v3, with
 * its identity verification status and its rails. Other fields are kept as they come.
 */
export const legacyCustomerSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ idSchema('cus_'),
  type: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof customerTypes>()),
  verificationStatus: /* @__PURE__ */ openEnum<typeof legacyVerificationStatuses>(),
  rails: /* @__PURE__ */ listOf(legacyRailSchema),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A legacy reason. */
export type LegacyReason = z.output<typeof legacyReasonSchema>;
/** A rail of a v1 customer. */
export type LegacyRailRow = z.output<typeof legacyRailSchema>;
/** The v1 view of a customer. */
export type LegacyCustomer = z.output<typeof legacyCustomerSchema>;
