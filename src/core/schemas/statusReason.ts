import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { optionalBoolean, optionalString } from './primitives.js';
import type { statusActors, statusResolutions } from './statusReasonValues.js';

export { statusActors, statusResolutions } from './statusReasonValues.js';

/**
 * Why an application, account, destination or transfer is where it is: `{ code, message, actor,
 * retryable }`. The code is an open, append-only catalogue; branch on `actor` and `retryable`.
 */
export const statusReasonSchema = /* @__PURE__ */ z.looseObject({
  code: /* @__PURE__ */ z.string({ error: 'Expected a status reason code string' }),
  message: optionalString,
  actor: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof statusActors>()),
  retryable: optionalBoolean,
});

/** A transfer's `stateDetail`: the same shape as {@link statusReasonSchema}. */
export const stateDetailSchema = statusReasonSchema;

/**
 * Why a capability is where it is: `{ code, resolution, message }`; branch on `resolution`.
 */
export const capabilityStatusReasonSchema = /* @__PURE__ */ z.looseObject({
  code: /* @__PURE__ */ z.string({ error: 'Expected a status reason code string' }),
  resolution: /* @__PURE__ */ openEnum<typeof statusResolutions>(),
  message: optionalString,
});

/** `{ code, message }` feedback from a review (requirements, submissions). */
export const reviewFeedbackSchema = /* @__PURE__ */ z.looseObject({
  code: /* @__PURE__ */ z.string({ error: 'Expected a review feedback code string' }),
  message: optionalString,
});

/** An actor on a status reason. */
export type StatusActor = z.output<typeof statusReasonSchema>['actor'];
/** A status reason with actor and retryable. */
export type StatusReason = z.output<typeof statusReasonSchema>;
/** A transfer's state detail. */
export type StateDetail = z.output<typeof stateDetailSchema>;
/** A capability's status reason with its resolution. */
export type CapabilityStatusReason = z.output<typeof capabilityStatusReasonSchema>;
/** A capability's resolution. */
export type StatusResolution = CapabilityStatusReason['resolution'];
/** Review feedback. */
export type ReviewFeedback = z.output<typeof reviewFeedbackSchema>;
