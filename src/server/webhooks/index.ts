export { createWebhookHandler, type WebhookHandlerOptions } from './createWebhookHandler.js';
export { createSeenIdSet, type SeenIdSetOptions, type SeenIdStore } from './createSeenIdSet.js';
export type { VerifiedWebhookEvent } from './VerifiedWebhookEvent.js';
