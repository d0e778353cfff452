import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { httpsUrlSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import { completionPolicyTypes, completionRules, sessionActionKinds, sessionStatuses } from './sessionValues.js';

export { completionPolicyTypes, completionRules, sessionActionKinds, sessionStatuses } from './sessionValues.js';

/**
 * What the customer can do now in a hosted session. Present only on customer-scoped task detail
 * and only while action is required.
 */
export const sessionActionSchema = z.looseObject({
  kind: openEnum(sessionActionKinds),
  url: z.nullish(httpsUrlSchema),
  expiresAt: optionalTimestamp,
});

/**
 * A hosted session (terms of service). Its id has no documented prefix, so any string is kept.
 * `url` and `action` are present only while the customer must act.
 */
export const tosSessionSchema = z.looseObject({
  id: z.string({ error: 'Expected a session id string' }),
  key: optionalString,
  type: optionalString,
  status: openEnum(sessionStatuses),
  action: z.nullish(sessionActionSchema),
  url: z.nullish(httpsUrlSchema),
  expiresAt: optionalTimestamp,
});

/** A hosted identity verification session (`vfy_…`). */
export const verificationSessionSchema = z.extend(tosSessionSchema, { id: idSchema('vfy_') });

/** How a task completes: by its requirements or by its verification sessions, all of them. */
export const completionPolicySchema = z.looseObject({
  type: openEnum(completionPolicyTypes),
  completion: z.nullish(openEnum(completionRules)),
});

/** A verification session. */
export type VerificationSession = z.output<typeof verificationSessionSchema>;
/** A terms-of-service session. */
export type TosSession = z.output<typeof tosSessionSchema>;
/** A session's action. */
export type SessionAction = z.output<typeof sessionActionSchema>;
/** A session status. */
export type SessionStatus = TosSession['status'];
/** A task's completion policy. */
export type CompletionPolicy = z.output<typeof completionPolicySchema>;
