import * as z from 'zod/mini';
import { httpsUrlSchema, optionalTimestamp } from './primitives.js';

/**
 * A v1 embedded-verification token (`POST /v1/customers/{id}/kyc/tokens/{provider}`): the
 * provider's page to send the person to (`url`, https only, as every hosted page the kit opens),
 * until `expiresAt`.
 */
export const verificationTokenSchema = /* @__PURE__ */ z.looseObject({
  provider: /* @__PURE__ */ z.string({ error: 'Expected a provider name string' }),
  token: /* @__PURE__ */ z.string({ error: 'Expected a token string' }),
  url: httpsUrlSchema,
  expiresAt: optionalTimestamp,
});

/** An embedded-verification token. */
export type VerificationToken = z.output<typeof verificationTokenSchema>;
