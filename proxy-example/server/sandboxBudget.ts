import type { Context, MiddlewareHandler } from 'hono';
import { createRateLimiter, type RateLimiterFactory } from 'paykit/server';
import { clientOf } from './clientAddress.js';
import { problem, rateLimited } from './problem.js';
import { judgeSameOrigin } from './sameOriginGuard.js';
import { readSessionId } from './sessionCookie.js';
import type { SessionStore } from './sessions.js';

/**
 * Sandbox calls one session may make in a minute, as a token bucket: this many at once, then one
 * every 2 s. Every call spends the merchant key's upstream quota. A person presses a sandbox
 * button after reading what the last one did (a few seconds each, even briskly) and a whole
 * scripted journey (onboarding with its reviews, or a payment moved through each state) presses
 * fewer than 15, so nobody walking the demo reaches it; a script that loops on them does.
 */
export const DEFAULT_SANDBOX_CALLS_PER_MINUTE = 30;

/**
 * Sandbox calls one client (an address, see {@link clientOf}) may make in a minute across all its
 * sessions, as a token bucket: this many at once, then three a second. Sessions are cheap (20
 * sign-ins a minute per client), so without it one client could spend about 600 calls a minute;
 * with it, a script that signs in again and again for fresh session budgets gets 180. It is six
 * sessions at their full pace, so people on one machine pressing briskly (a press every two
 * seconds each), or Playwright workers running journeys back to back (each presses fewer than
 * 15, a second apart at the quickest), never meet it.
 */
export const DEFAULT_SANDBOX_CALLS_PER_CLIENT_PER_MINUTE = 180;

/** Options of {@link createSandboxBudget}. */
export interface SandboxBudgetOptions {
  /** The sign-in's sessions: the budget is per session's customer. */
  sessions: SessionStore;
  /** Origins whose pages may use the controls; a request from elsewhere spends nothing (it is refused after). */
  allowedOrigins: readonly string[];
  /** The page is served over https (the session cookie's name depends on it). */
  secureCookies: boolean;
  /** @default DEFAULT_SANDBOX_CALLS_PER_MINUTE (30) */
  callsPerMinute?: number;
  /** @default DEFAULT_SANDBOX_CALLS_PER_CLIENT_PER_MINUTE (180) */
  callsPerClientPerMinute?: number;
  /** Which client a request comes from. @default {@link clientOf} */
  clientOf?: (c: Context) => string;
  /** Makes the two limiters: a shared store's, when several instances serve the demo. @default in memory */
  rateLimiters?: RateLimiterFactory;
  /** Current time in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * One budget of sandbox calls per session, and a wider one per client across its sessions, for
 * the demo's own controls (`/demo/sandbox/*`) and the proxy's sandbox routes
 * (`/api/paykit/sandbox/*`) alike: mount the same middleware on both. Past either the answer is
 * 429 `rate_limited` with `Retry-After`. The session's budget is taken first, so a session that
 * loops spends nothing of what it shares with the other sessions at its address. A request without
 * a session or from a foreign page spends nothing and goes on, to be refused by the route (401, 403).
 *
 * @example
 * const budget = createSandboxBudget({ sessions, allowedOrigins, secureCookies: false });
 * app.use('/api/paykit/sandbox/*', budget);
 */
export function createSandboxBudget(options: SandboxBudgetOptions): MiddlewareHandler {
  const { sessions, allowedOrigins, secureCookies } = options;
  const now = options.now ?? Date.now;
  const makeLimiter: RateLimiterFactory =
    options.rateLimiters ?? (({ requestsPerMinute }) => createRateLimiter({ requestsPerMinute, now }));
  const perSession = makeLimiter({
    name: 'demo-sandbox-per-session',
    requestsPerMinute: options.callsPerMinute ?? DEFAULT_SANDBOX_CALLS_PER_MINUTE,
  });
  const perClient = makeLimiter({
    name: 'demo-sandbox-per-client',
    requestsPerMinute: options.callsPerClientPerMinute ?? DEFAULT_SANDBOX_CALLS_PER_CLIENT_PER_MINUTE,
  });
  const clientOfRequest = options.clientOf ?? clientOf;
  return async (c, next) => {
    if (judgeSameOrigin(c.req.raw, allowedOrigins) === 'allowed') {
      const customerId = await sessions.customerIdOf(readSessionId(c.req.raw, secureCookies));
      if (customerId !== null) {
        try {
          const session = await perSession.take(customerId);
          if (!session.allowed)
            return rateLimited(session.retryAfterSeconds, 'Too many sandbox actions for this session in a minute; try again shortly.');
          const client = await perClient.take(clientOfRequest(c));
          if (!client.allowed)
            return rateLimited(client.retryAfterSeconds, 'Too many sandbox actions from this address in a minute; try again shortly.');
        } catch {
          return problem(
            503,
            'rate_limit_unavailable',
            'The demo could not count this sandbox action; try again shortly.',
            { 'Retry-After': '2' },
            true,
          );
        }
      }
    }
    await next();
  };
}
