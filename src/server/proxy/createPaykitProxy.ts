/**
 * `createPaykitProxy`: the merchant's server side of the kit, as one Web-standard handler
 * (`Request` → `Response`) for Hono, Next.js route handlers, Remix, workers, or Node servers
 * (Express, Fastify, node:http) through `toNodeHandler`. Default deny: only the kit routes reach the
 * API, for the session's customer only, with the key added here and never shown.
 */
import { isEffectfulMethod } from '../../core/routes/index.js';
import { problemResponse } from './browserResponse.js';
import { checkCsrf } from './checkCsrf.js';
import { forwardKitRoute, type ForwardContext } from './forwardKitRoute.js';
import { closedEventStream } from '../events/closedEventStream.js';
import { eventStreamCustomer, eventStreamSession } from './eventStreamSession.js';
import { createIdempotencyNamespacer } from './idempotencyKey.js';
import type { PaykitProxyOptions } from './PaykitProxyOptions.js';
import { ProxyProblem, isProxyProblem, routeNotFound, type ProxyProblemInit } from './proxyProblem.js';
import { reportRequest } from './proxyReports.js';
import { createRateLimiter, type RateDecision, type RateLimiter, type RateLimiterFactory } from './rateLimiter.js';
import { startRequestDeadline } from './requestDeadline.js';
import { requestCost, uploadMeter } from './requestCost.js';
import { requestIdOf } from './requestId.js';
import { createRequestTrace, type RequestTrace } from './requestTrace.js';
import { resolveKitRequest } from './resolveKitRequest.js';
import { resolveProxyConfig } from './resolveProxyConfig.js';
import { createScrub } from './sanitizeProblem.js';
import { sessionCustomer } from './sessionCustomer.js';
import { createUploadSlots, type UploadLease } from './uploadSlots.js';

/**
 * The proxy handler: give it the full request (and, from an adapter, its context), it answers.
 * With the default `Context` (`void`) it is a plain `(request) => Promise<Response>` that any
 * adapter can call, whatever context it passes.
 */
export type PaykitProxyHandler<Context = void> = [Context] extends [void]
  ? (request: Request, context?: unknown) => Promise<Response>
  : (request: Request, context: Context) => Promise<Response>;

const INTERNAL_ERROR: ProxyProblemInit = {
  status: 500,
  code: 'internal_error',
  detail: 'The proxy failed to handle the request.',
  retryable: true,
};

/** Seconds a browser waits before retrying when the rate limiter's store did not answer. */
const STORE_RETRY_AFTER_SECONDS = 2;

async function takeToken(limiter: RateLimiter, customerId: string, cost = 1): Promise<void> {
  let decision: RateDecision;
  try {
    decision = await limiter.take(customerId, cost);
  } catch (error) {
    // Fail closed: an uncounted request could spend the API key's quota without bound.
    throw new ProxyProblem(
      {
        status: 503,
        code: 'rate_limit_unavailable',
        detail: 'The proxy could not count this request against its rate limit; retry after the delay in Retry-After.',
        retryable: true,
        retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
      },
      { phase: 'store', cause: error },
    );
  }
  if (decision.allowed) return;
  throw new ProxyProblem({
    status: 429,
    code: 'rate_limited',
    detail: 'Too many requests for this session; retry after the delay in Retry-After.',
    retryable: true,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/**
 * Creates the proxy handler. Mount it on every method under `mountPath` (default `/api/paykit`).
 * `Context` is what your adapter passes beside each request to your session readers (the Node
 * request under `toNodeHandler`); leave it out where the `Request` alone says who is signed in.
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
export function createPaykitProxy<Context = void>(options: PaykitProxyOptions<Context>): PaykitProxyHandler<Context> {
  const config = resolveProxyConfig(options);
  const namespace = createIdempotencyNamespacer(config.idempotencySecret);
  // Reads and writes in separate buckets: refetches and stream reconnects cannot starve a payment.
  const makeLimiter: RateLimiterFactory =
    config.rateLimiters ?? ((bucket) => createRateLimiter({ requestsPerMinute: bucket.requestsPerMinute, now: config.now }));
  const reads = makeLimiter({ name: 'reads', requestsPerMinute: config.limits.readsPerMinute });
  const writes = makeLimiter({ name: 'writes', requestsPerMinute: config.limits.writesPerMinute });
  const scrub = createScrub(config.apiKey, config.upstreamHosts);
  const uploads = createUploadSlots({ perSession: config.limits.concurrentUploadsPerSession, total: config.limits.concurrentUploads });

  async function handle(request: Request, context: unknown, requestId: string, trace: RequestTrace): Promise<Response> {
    const url = new URL(request.url);
    const resolved = resolveKitRequest(request.method, url.pathname, config.mountPath, config, config.isDevelopment);
    if (resolved.kind === 'events') {
      trace.route = 'events';
      if (config.events === undefined || url.search !== '') throw routeNotFound();
      const customerId = await eventStreamCustomer(config, request, context);
      // An EventSource cannot read a 401; this it reads, and stops.
      if (customerId === null) return closedEventStream('session_ended');
      await takeToken(reads, customerId);
      return config.events.stream(customerId, request.signal, await eventStreamSession(config, request, context, customerId));
    }
    const { match } = resolved;
    trace.route = match.name;
    const isWrite = isEffectfulMethod(match.route.method);
    if (isWrite) checkCsrf(request, config.allowedOrigins);
    // Counted from the request's arrival: the session lookup and the body reads spend from it too.
    const deadline = startRequestDeadline(request, config);
    let uploadLease: UploadLease | undefined;
    try {
      const customerId = await sessionCustomer(config, request, context, deadline);
      // An upload takes its slot before its tokens, so one refused for running uploads costs none.
      const isUpload = match.route.body === 'multipart';
      if (isUpload) uploadLease = uploads.enter(customerId);
      const cost = requestCost(match.route, request, config.limits.documentBytes);
      const limiter = isWrite ? writes : reads;
      await takeToken(limiter, customerId, cost);
      const forward: ForwardContext = {
        config,
        namespace,
        customerId,
        relay: { requestId, apiKey: config.apiKey, upstreamHosts: config.upstreamHosts, scrub, trace },
        deadline,
        uploadLease,
        onUploadBytes: isUpload ? uploadMeter(limiter, customerId, cost) : undefined,
      };
      return await forwardKitRoute(match, request, requestId, forward);
    } finally {
      uploadLease?.release();
      deadline.clear();
    }
  }

  async function paykitProxy(request: Request, context: Context): Promise<Response> {
    const startedAt = config.now();
    const requestId = requestIdOf(request);
    const trace = createRequestTrace();
    let response: Response;
    try {
      response = await handle(request, context, requestId, trace);
    } catch (error) {
      const problem = isProxyProblem(error) ? error : undefined;
      const init = problem?.init ?? INTERNAL_ERROR;
      trace.code = init.code;
      trace.failure = problem === undefined ? { phase: 'internal', cause: error } : (problem.failure ?? null);
      response = problemResponse(init, requestId);
    }
    reportRequest(config, { method: request.method, status: response.status, requestId, startedAt, trace });
    return response;
  }
  return paykitProxy as PaykitProxyHandler<Context>;
}
