/**
 * `createPaykitProxy`: the merchant's server side of the kit, as one Web-standard handler
 * (`Request` → `Response`) for Hono, Next.js route handlers, Remix, workers or Express through an
 * adapter. Default deny: only the kit routes reach the API, for the session's customer only, with
 * the key added here and never shown.
 */
import { isEffectfulMethod } from '../../core/routes/index.js';
import { problemResponse } from './browserResponse.js';
import { checkCsrf } from './checkCsrf.js';
import { forwardKitRoute, type ForwardContext } from './forwardKitRoute.js';
import { closedEventStream } from '../events/closedEventStream.js';
import { eventStreamCustomer, eventStreamSession } from './eventStreamSession.js';
import { createIdempotencyNamespacer } from './idempotencyKey.js';
import { formatLogLine } from './logLine.js';
import type { PaykitProxyOptions } from './PaykitProxyOptions.js';
import { ProxyProblem, isProxyProblem, routeNotFound } from './proxyProblem.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';
import { requestDeadline } from './requestDeadline.js';
import { requestCost } from './requestCost.js';
import { requestIdOf } from './requestId.js';
import { resolveKitRequest } from './resolveKitRequest.js';
import { resolveProxyConfig, type ProxyConfig } from './resolveProxyConfig.js';
import { createScrub } from './sanitizeProblem.js';
import { sessionCustomer } from './sessionCustomer.js';
import { createUploadSlots } from './uploadSlots.js';

/** The proxy handler: give it the full request, it answers. */
export type PaykitProxyHandler = (request: Request) => Promise<Response>;

function takeToken(limiter: RateLimiter, customerId: string, cost = 1): void {
  const decision = limiter.take(customerId, cost);
  if (decision.allowed) return;
  throw new ProxyProblem({
    status: 429,
    code: 'rate_limited',
    detail: 'Too many requests for this session; retry after the delay in Retry-After.',
    retryable: true,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

function log(config: ProxyConfig, line: string): void {
  try {
    config.log?.(line);
  } catch {
    // A failing logger must not fail the request.
  }
}

/**
 * Creates the proxy handler. Mount it on every method under `mountPath` (default `/api/paykit`).
 * @throws TypeError when the options contradict themselves (a production environment with a
 * sandbox key, an http base URL, a short idempotency secret, no allowed origin, …), RangeError
 * for a number out of range (a timer past 2147483647 ms); the message never contains the key.
 *
 * @example
 * const proxy = createPaykitProxy({
 *   apiKey: process.env.PAYMENTS_API_KEY!,
 *   baseUrl: 'https://api.payments.example',
 *   environment: 'production',
 *   idempotencySecret: process.env.PAYKIT_IDEMPOTENCY_SECRET!,
 *   allowedOrigins: ['https://shop.example'],
 *   getCustomerId: async (request) => (await sessionOf(request))?.customerId ?? null,
 * });
 * app.all('/api/paykit/*', (c) => proxy(c.req.raw)); // Hono
 */
export function createPaykitProxy(options: PaykitProxyOptions): PaykitProxyHandler {
  const config = resolveProxyConfig(options);
  const namespace = createIdempotencyNamespacer(config.idempotencySecret);
  const limiter = createRateLimiter({ requestsPerMinute: config.limits.requestsPerMinute, now: config.now });
  const scrub = createScrub(config.apiKey, config.upstreamHosts);
  const uploads = createUploadSlots({ perSession: config.limits.concurrentUploadsPerSession, total: config.limits.concurrentUploads });

  async function handle(request: Request, requestId: string, named: (route: string) => void): Promise<Response> {
    const url = new URL(request.url);
    const resolved = resolveKitRequest(request.method, url.pathname, config.mountPath, config.environment);
    if (resolved.kind === 'events') {
      named('events');
      if (config.events === undefined || url.search !== '') throw routeNotFound();
      const customerId = await eventStreamCustomer(config, request);
      // An EventSource cannot read a 401; this it reads, and stops.
      if (customerId === null) return closedEventStream('session_ended');
      takeToken(limiter, customerId);
      return config.events.stream(customerId, request.signal, await eventStreamSession(config, request, customerId));
    }
    const { match } = resolved;
    named(match.name);
    // Counted from the request's arrival: the session lookup and the body read spend from it too.
    const deadline = requestDeadline(request, config);
    if (isEffectfulMethod(match.route.method)) checkCsrf(request, config.allowedOrigins);
    const customerId = await sessionCustomer(config, request);
    // An upload takes its slot before its tokens, so one refused for running uploads costs none.
    const uploadLease = match.route.body === 'multipart' ? uploads.enter(customerId) : undefined;
    try {
      takeToken(limiter, customerId, requestCost(match.route, request, config.limits.documentBytes));
      const context: ForwardContext = {
        config,
        namespace,
        customerId,
        relay: { requestId, apiKey: config.apiKey, upstreamHosts: config.upstreamHosts, scrub },
        deadline,
        uploadLease,
      };
      return await forwardKitRoute(match, request, requestId, context);
    } finally {
      uploadLease?.release();
    }
  }

  return async function paykitProxy(request: Request): Promise<Response> {
    const startedAt = config.now();
    const requestId = requestIdOf(request);
    let route = '-';
    let response: Response;
    try {
      response = await handle(request, requestId, (name) => {
        route = name;
      });
    } catch (error) {
      const init = isProxyProblem(error)
        ? error.init
        : ({ status: 500, code: 'internal_error', detail: 'The proxy failed to handle the request.', retryable: true } as const);
      response = problemResponse(init, requestId);
    }
    log(config, formatLogLine({ method: request.method, route, status: response.status, durationMs: config.now() - startedAt, requestId }));
    return response;
  };
}
