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
