import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, optionalBoolean, optionalString } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';
import { blockingActions, problemCodes } from './problemValues.js';

export { blockingActions, problemCodes } from './problemValues.js';

/** A field-level error: a JSON Pointer to the invalid field, a code and a message. */
export const fieldErrorSchema = z.looseObject({
  pointer: optionalString,
  code: optionalString,
  message: optionalString,
});

/** A resource that blocks an operation (archiving a customer, cancelling a capability). */
export const blockingResourceSchema = z.looseObject({
  type: z.string({ error: 'Expected the blocking resource type as a string' }),
  id: z.string({ error: 'Expected the blocking resource id as a string' }),
  requiredAction: z.nullish(openEnum(blockingActions)),
});

/**
 * An `application/problem+json` error body. Every field is optional: an error body must always
 * parse into something the kit can show, even when a gateway or proxy wrote it. Branch on `code`;
 * when `retryable` is absent, do not assume an unchanged retry is safe.
 */
export const problemSchema = z.looseObject({
  type: optionalString,
  title: optionalString,
  status: z.nullish(z.int().check(z.gte(100), z.lte(599))),
  code: z.nullish(openEnum(problemCodes)),
  detail: optionalString,
  correlationId: optionalString,
  retryable: optionalBoolean,
  errors: z.nullish(z.array(fieldErrorSchema)),
  transferId: z.nullish(idSchema('tr_')),
  statusReason: z.nullish(statusReasonSchema),
  blockingResources: z.nullish(z.array(blockingResourceSchema)),
  capabilities: z.nullish(z.array(z.string())),
  reviewAnswer: z.optional(z.unknown()),
});

/** A problem+json error body. */
export type Problem = z.output<typeof problemSchema>;
/** An error code. */
export type ProblemCode = NonNullable<Problem['code']>;
/** A field-level error. */
export type FieldError = z.output<typeof fieldErrorSchema>;
/** A blocking resource. */
export type BlockingResource = z.output<typeof blockingResourceSchema>;
