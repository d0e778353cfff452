/** Intent keys live in core, where the onboarding observer also sends capability requests with them. */
export { createIntentKeys, type IntentKeys } from '../core/client/intentKeys.js';
