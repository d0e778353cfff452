export { createWebhookHandler, type WebhookHandlerOptions } from './createWebhookHandler.js';
export { createWebhookClaims, type InMemoryWebhookClaims, type WebhookClaimsOptions, type WebhookClaimStore } from './webhookClaims.js';
export type { LegacySignatureOptions } from './legacySignature.js';
export type { VerifiedWebhookEvent } from './VerifiedWebhookEvent.js';
