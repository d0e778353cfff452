import type { MiddlewareHandler } from 'hono';
import { createRateLimiter } from '../../src/server/proxy/rateLimiter.js';
import { rateLimited } from './problem.js';
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
  /** Current time in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * One budget of sandbox calls per session, for the demo's own controls (`/demo/sandbox/*`) and
 * the proxy's sandbox routes (`/api/paykit/sandbox/*`) alike: mount the same middleware on both.
 * Past it the answer is 429 `rate_limited` with `Retry-After`. A request without a session or
 * from a foreign page spends nothing and goes on, to be refused by the route (401, 403).
 *
 * @example
 * const budget = createSandboxBudget({ sessions, allowedOrigins, secureCookies: false });
 * app.use('/api/paykit/sandbox/*', budget);
 */
export function createSandboxBudget(options: SandboxBudgetOptions): MiddlewareHandler {
  const { sessions, allowedOrigins, secureCookies } = options;
  const limiter = createRateLimiter({ requestsPerMinute: options.callsPerMinute ?? DEFAULT_SANDBOX_CALLS_PER_MINUTE, now: options.now ?? Date.now });
  return async (c, next) => {
    if (judgeSameOrigin(c.req.raw, allowedOrigins) === 'allowed') {
      const customerId = sessions.customerIdOf(readSessionId(c.req.raw, secureCookies));
      const decision = customerId === null ? undefined : limiter.take(customerId);
      if (decision && !decision.allowed) {
        return rateLimited(decision.retryAfterSeconds, 'Too many sandbox actions for this session in a minute; try again shortly.');
      }
    }
    await next();
  };
}
