/** Intent idempotency keys live in core, where the onboarding observer also sends capability requests with them. */
export { createIntentIdempotencyKeys, type IntentIdempotencyKeys } from '../core/client/intentIdempotencyKeys.js';
