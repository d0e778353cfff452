import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, optionalBoolean, optionalString } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import type { blockingActions, problemCodes } from './problemValues.js';

export { blockingActions, problemCodes } from './problemValues.js';

/** A field-level error: a JSON Pointer to the invalid field, a code and a message. */
export const fieldErrorSchema = /* @__PURE__ */ z.looseObject({
  pointer: optionalString,
  code: optionalString,
  message: optionalString,
});

/** A resource that blocks an operation (archiving a customer, cancelling a capability). */
export const blockingResourceSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ z.string({ error: 'Expected the blocking resource type as a string' }),
  id: /* @__PURE__ */ z.string({ error: 'Expected the blocking resource id as a string' }),
  requiredAction: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof blockingActions>()),
});

/**
 * An `application/problem+json` error body. Every field is optional: an error body must always
 * parse into something the kit can show, even when a gateway or proxy wrote it. Branch on `code`;
 * when `retryable` is absent, do not assume an unchanged retry is safe.
 */
export const problemSchema = /* @__PURE__ */ z.looseObject({
  type: optionalString,
  title: optionalString,
  status: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.int().check(/* @__PURE__ */ z.gte(100), /* @__PURE__ */ z.lte(599))),
  code: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof problemCodes>()),
  detail: optionalString,
  correlationId: optionalString,
  retryable: optionalBoolean,
  errors: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(fieldErrorSchema)),
  transferId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('tr_')),
  statusReason: /* @__PURE__ */ z.nullish(statusReasonSchema),
  blockingResources: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(blockingResourceSchema)),
  capabilities: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  reviewAnswer: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});

/** A problem+json error body. */
export type Problem = z.output<typeof problemSchema>;
/** An error code. */
export type ProblemCode = NonNullable<Problem['code']>;
/** A field-level error. */
export type FieldError = z.output<typeof fieldErrorSchema>;
/** A blocking resource. */
export type BlockingResource = z.output<typeof blockingResourceSchema>;
