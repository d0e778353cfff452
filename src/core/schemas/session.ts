import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { httpsUrlSchema, idSchema, optionalString, optionalTimestamp } from './primitives.js';
import type { completionPolicyTypes, completionRules, sessionActionKinds, sessionStatuses } from './sessionValues.js';

export { completionPolicyTypes, completionRules, sessionActionKinds, sessionStatuses } from './sessionValues.js';

/**
 * What the customer can do now in a hosted session. Present only on customer-scoped task detail
 * and only while action is required.
 */
export const sessionActionSchema = /* @__PURE__ */ z.looseObject({
  kind: /* @__PURE__ */ openEnum<typeof sessionActionKinds>(),
  url: /* @__PURE__ */ z.nullish(httpsUrlSchema),
  expiresAt: optionalTimestamp,
});

/**
 * A hosted session (terms of service). Its id has no documented prefix, so any string is kept.
 * `url` and `action` are present only while the customer must act.
 */
export const tosSessionSchema = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z.string({ error: 'Expected a session id string' }),
  key: optionalString,
  type: optionalString,
  status: /* @__PURE__ */ openEnum<typeof sessionStatuses>(),
  action: /* @__PURE__ */ z.nullish(sessionActionSchema),
  url: /* @__PURE__ */ z.nullish(httpsUrlSchema),
  expiresAt: optionalTimestamp,
});

/** A hosted identity verification session (`vfy_…`). */
export const verificationSessionSchema = /* @__PURE__ */ z.extend(tosSessionSchema, { id: /* @__PURE__ */ idSchema('vfy_') });

/** How a task completes: by its requirements or by its verification sessions, all of them. */
export const completionPolicySchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ openEnum<typeof completionPolicyTypes>(),
  completion: /* @__PURE__ */ z.nullish(/* @__PURE__ */ openEnum<typeof completionRules>()),
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
