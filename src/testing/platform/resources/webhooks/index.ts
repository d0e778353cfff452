import type { ResourceModule } from '../../http/RequestContext.js';
import { endpointRoutes } from './endpointRoutes.js';
import { webhookDispatcherOf } from './WebhookDispatcher.js';

/** The webhooks operations of the fake API, and the delivery of every event to them. */
export const webhooksModule: ResourceModule = {
  routes: endpointRoutes,
  setup: (platform) => {
    webhookDispatcherOf(platform);
  },
};

export { webhookEventTypes, type WebhookEventType } from './eventTypes.js';
export { webhookDeliveriesOf, type WebhookDelivery, type WebhookDeliveryAttempt, type WebhookDeliveryStatus } from './store.js';
export {
  onWebhookDeliveryAttempt,
  standardWebhookHeaders,
  webhookDispatcherOf,
  type DeliveryAttemptListener,
  type DeliverySource,
  type DeliveryTarget,
} from './WebhookDispatcher.js';
export { checkDeliveryUrl } from './validateEndpointBody.js';
export { createSigningSecret } from './signingSecret.js';
