export { matchKitRoute, isKitRouteMatch, type KitRouteMatch, type KitRouteMiss } from './matchKitRoute.js';
export { kitRoutes, type KitRoute, type KitRouteAnswer, type KitRouteName } from '../core/routes/index.js';
export {
  closedEventStream,
  createEventRelay,
  hintFromWebhookEvent,
  relayWebhookEvents,
  type CustomerEventHint,
  type EventRelay,
  type EventRelayOptions,
  type EventStreamOptions,
  type EventStreamClosedReason,
  type InMemoryEventRelay,
} from './events/index.js';
export {
  createSeenIdSet,
  createWebhookHandler,
  type SeenIdSetOptions,
  type SeenIdStore,
  type VerifiedWebhookEvent,
  type WebhookHandlerOptions,
} from './webhooks/index.js';
export { createRateLimiter, type RateDecision, type RateLimiter, type RateLimiterOptions } from './proxy/rateLimiter.js';
export {
  createPaykitProxy,
  type PaykitProxyEnvironment,
  type PaykitProxyFetch,
  type PaykitProxyHandler,
  type PaykitProxyLimits,
  type PaykitProxyOptions,
  type ProxyProblemCode,
} from './proxy/index.js';
