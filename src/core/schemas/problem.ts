import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { idSchema, optionalBoolean, optionalString } from './primitives.js';
import { statusReasonSchema } from './statusReason.js';

/** The error codes the API documents; the catalogue continues past these. */
export const problemCodes = [
  'unauthorized',
  'forbidden',
  'validation_error',
  'invalid_field_for_type',
  'unknown_parameter',
  'request_body_too_large',
  'not_found',
  'customer_not_found',
  'related_party_not_found',
  'task_not_found',
  'customer_has_active_resources',
  'duplicate_external_id',
  'account_has_active_transfers',
  'capability_not_cancelable',
  'capability_institutions_required',
  'capability_key_unsupported',
  'invalid_capability',
  'idempotency_conflict',
  'idempotency_request_in_progress',
  'rail_not_ready',
  'rail_temporarily_unavailable',
  'kyc_configuration_unavailable',
  'destination_not_ready',
  'payout_target_relationship_invalid',
  'recipient_account_unsupported',
  'recipient_address_required',
  'recipient_destination_invalid',
  'recipient_name_invalid',
  'wallet_destination_not_supported',
  'amount_not_deliverable',
  'amount_side_ambiguous',
  'capability_direction_unsupported',
  'exact_zero_fee_daily_limit_exceeded',
  'exact_zero_fee_payout_activation_unavailable',
  'exact_zero_fee_quote_invalid',
  'insufficient_balance',
  'quote_already_executed',
  'quote_amount_out_of_range',
  'quote_destination_missing',
  'internal_error',
] as const;

/** Known actions a blocking resource needs before the blocked operation can succeed. */
export const blockingActions = ['archive_account'] as const;

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
