import { Hono, type Context } from 'hono';
import { createRateLimiter, type EventRelay, type RateLimiterFactory } from 'paykit/server';
import { createDemoCustomer } from './createDemoCustomer.js';
import { createMigratedCustomer } from './createMigratedCustomer.js';
import type { DemoCustomerType } from './demoProfiles.js';
import { readChoice, refuseForeign, upstreamUnavailable } from './demoRequest.js';
import { clientOf } from './clientAddress.js';
import { problem, rateLimited } from './problem.js';
import { clearedSessionCookie, readSessionId, sessionCookie } from './sessionCookie.js';
import type { SessionStore } from './sessions.js';
import { UpstreamCallError, type UpstreamApi } from './upstreamApi.js';

/** Options of {@link createDemoRoutes}. */
export interface DemoRoutesOptions {
  /** The payments API the demo creates customers on. */
  api: UpstreamApi;
  /** Where sessions live; the proxy's `getCustomerId` reads the same store. */
  sessions: SessionStore;
  /**
   * The event relay whose streams the proxy tags with the session id (its `getSessionId`): a
   * session that ends (sign-out, or a new sign-in in the same browser) closes its streams at once.
   * @default none (streams then end at the proxy's next session check)
   */
  events?: Pick<EventRelay, 'closeSession'>;
  /** Origins whose pages may sign in and out (the proxy's `allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** The page is served over https: the cookie is `Secure` and `__Host-` named. */
  secureCookies: boolean;
  /** The cookie's Max-Age, in seconds. @default 28800 (8 hours, the store's idle lifetime) */
  sessionMaxAgeSeconds?: number;
  /**
   * Sign-ins one client (see {@link clientOf}) may make per minute, as a token bucket: this many
   * at once, then one every 3 s. Each creates an upstream customer, spending the merchant key's
   * quota. A person signs in once, or a few times to try both customer types; a Playwright suite
   * from one address signs in once per test, about one every few seconds.
   * @default 20
   */
  maxSignInsPerClientPerMinute?: number;
  /** Sign-ins per minute across all visitors: a backstop against many clients at once. @default 60 */
  maxSignInsPerMinute?: number;
  /** Makes the sign-in limiters: a shared store's, when several instances serve the demo. @default in memory */
  rateLimiters?: RateLimiterFactory;
  /** Which client a request comes from. @default {@link clientOf}: the socket address */
  clientOf?: (c: Context) => string;
  /** One line per failed sign-in; never holds the key or the API's host. @default none */
  log?: (line: string) => void;
  /** Current time in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/** Who a sign-in makes: a fresh v3 customer of a type, or an individual onboarded through v1 (`migrated`). */
type DemoSignInType = DemoCustomerType | 'migrated';

const CUSTOMER_TYPES: readonly DemoSignInType[] = ['individual', 'business', 'migrated'];

/** The `type` of a `{ type }` JSON body of at most 1 KB, or a problem answer. */
const readCustomerType = (request: Request) =>
  readChoice(request, {
    key: 'type',
    choices: CUSTOMER_TYPES,
    what: 'The sign-in body',
    hint: 'Send { "type": "individual" }, { "type": "business" } or { "type": "migrated" }.',
  });

/**
 * The demo's stand-in for a merchant's own sign-in, mounted at `/demo`:
 * - `GET /session` → `{ customerId }` of the visitor's session, or `{ customerId: null }`;
 * - `POST /sign-in` `{ type: 'individual' | 'business' | 'migrated' }` creates a fresh customer
 *   upstream (`migrated`: an individual onboarded through the v1 interface),
 *   starts a session (an `HttpOnly; SameSite=Strict; Path=/` cookie, `Secure` over https) and
 *   answers 201 `{ customerId }`;
 * - `POST /sign-out` ends the session, closes its event streams and clears the cookie (204).
 * The two POSTs need the proxy's CSRF proof: `Paykit-Request: 1` and an allowed `Origin`.
 *
 * @example
 * app.route('/demo', createDemoRoutes({ api, sessions, allowedOrigins: ['http://127.0.0.1:3000'], secureCookies: false }));
 */
export function createDemoRoutes(options: DemoRoutesOptions): Hono {
  const { api, sessions, allowedOrigins, secureCookies, events, log } = options;
  const maxAgeSeconds = options.sessionMaxAgeSeconds ?? 8 * 60 * 60;
  const now = options.now ?? Date.now;
  const makeLimiter: RateLimiterFactory =
    options.rateLimiters ?? (({ requestsPerMinute }) => createRateLimiter({ requestsPerMinute, now }));
  const perClient = makeLimiter({ name: 'demo-sign-ins-per-client', requestsPerMinute: options.maxSignInsPerClientPerMinute ?? 20 });
  const overall = makeLimiter({ name: 'demo-sign-ins', requestsPerMinute: options.maxSignInsPerMinute ?? 60 });
  const clientOfRequest = options.clientOf ?? clientOf;
  const routes = new Hono();

  /** Ends the browser's session, if it has one, and every event stream it opened. */
  const endSession = async (request: Request) => {
    const sessionId = readSessionId(request, secureCookies);
    if (sessionId === undefined) return;
    await sessions.destroy(sessionId);
    events?.closeSession(sessionId);
  };

  routes.get('/session', async (c) => {
    const customerId = await sessions.customerIdOf(readSessionId(c.req.raw, secureCookies));
    c.header('Cache-Control', 'no-store');
    return c.json({ customerId });
  });

  routes.post('/sign-in', async (c) => {
    const refused = refuseForeign(c.req.raw, allowedOrigins);
    if (refused) return refused;
    const type = await readCustomerType(c.req.raw);
    if (type instanceof Response) return type;

    // The client's own budget first: a refused client spends nothing of everyone's.
    let decision;
    try {
      const own = await perClient.take(clientOfRequest(c));
      decision = own.allowed ? await overall.take('all') : own;
    } catch (error) {
      log?.(`demo sign-in refused: the sign-in limit could not be counted (${error instanceof Error ? error.name : 'unknown error'})`);
      return problem(503, 'rate_limit_unavailable', 'The demo could not count this sign-in; try again shortly.');
    }
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds, 'Too many sign-ins; try again shortly.');

    let customerId: string;
    try {
      customerId = type === 'migrated' ? await createMigratedCustomer(api) : await createDemoCustomer(api, type);
    } catch (error) {
      log?.(`demo sign-in failed: ${error instanceof UpstreamCallError ? error.message : 'unexpected error'}`);
      return upstreamUnavailable(
        error,
        'The demo could not create a customer.',
        'The payments API did not create the customer. Try again in a moment.',
      );
    }

    // A new sign-in replaces whatever session the browser had.
    await endSession(c.req.raw);
    const sessionId = await sessions.create(customerId);
    c.header('Set-Cookie', sessionCookie(sessionId, { secure: secureCookies, maxAgeSeconds }));
    c.header('Cache-Control', 'no-store');
    return c.json({ customerId }, 201);
  });

  routes.post('/sign-out', async (c) => {
    const refused = refuseForeign(c.req.raw, allowedOrigins);
    if (refused) return refused;
    await endSession(c.req.raw);
    c.header('Set-Cookie', clearedSessionCookie(secureCookies));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return routes;
}
