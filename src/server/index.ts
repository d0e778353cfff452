export { matchKitRoute, isKitRouteMatch, type KitRouteMatch, type KitRouteMiss } from './matchKitRoute.js';
export {
  kitRoutes,
  type HttpMethod,
  type KitRoute,
  type KitRouteAnswer,
  type KitRouteName,
  type OwnershipCheck,
} from '../core/routes/index.js';
export {
  closedEventStream,
  createEventRelay,
  createMemoryEventBroker,
  hintFromWebhookEvent,
  relayWebhookEvents,
  type CountingEventRelay,
  type CustomerEventHint,
  type EventBroker,
  type EventBrokerUnsubscribe,
  type EventRelay,
  type EventRelayOptions,
  type EventStreamOptions,
  type EventStreamClosedReason,
  type InMemoryEventRelay,
} from './events/index.js';
export {
  createWebhookClaims,
  createWebhookHandler,
  type InMemoryWebhookClaims,
  type LegacySignatureOptions,
  type VerifiedWebhookEvent,
  type WebhookClaimsOptions,
  type WebhookClaimStore,
  type WebhookHandlerOptions,
} from './webhooks/index.js';
export {
  createRateLimiter,
  type InMemoryRateLimiter,
  type RateDecision,
  type RateLimitBucket,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimiterOptions,
} from './proxy/rateLimiter.js';
export {
  createPaykitProxy,
  formatProxyLogLine,
  type PaykitProxyEnvironment,
  type PaykitProxyErrorInfo,
  type PaykitProxyFetch,
  type PaykitProxyHandler,
  type PaykitProxyLimits,
  type PaykitProxyOptions,
  type PaykitSessionReader,
  type ProxyErrorPhase,
  type ProxyLogEntry,
  type ProxyProblemCode,
} from './proxy/index.js';
export {
  BodyAlreadyReadError,
  handleNodeRequest,
  toNodeHandler,
  type NodeHandlerOptions,
  type NodeServedHandler,
  type PaykitNodeHandler,
} from './node/toNodeHandler.js';
export { toNextRouteHandlers, type PaykitRouteHandler, type PaykitRouteHandlers } from './next/toNextRouteHandlers.js';
