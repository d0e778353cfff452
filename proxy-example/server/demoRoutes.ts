import { Hono } from 'hono';
import { createDemoCustomer } from './createDemoCustomer.js';
import type { DemoCustomerType } from './demoProfiles.js';
import { problem } from './problem.js';
import { judgeSameOrigin } from './sameOriginGuard.js';
import { clearedSessionCookie, readSessionId, sessionCookie } from './sessionCookie.js';
import type { SessionStore } from './sessions.js';
import { UpstreamCallError, type UpstreamApi } from './upstreamApi.js';
import { readCapped } from '../../src/server/readCapped.js';

/** Options of {@link createDemoRoutes}. */
export interface DemoRoutesOptions {
  /** The payments API the demo creates customers on. */
  api: UpstreamApi;
  /** Where sessions live; the proxy's `getCustomerId` reads the same store. */
  sessions: SessionStore;
  /** Origins whose pages may sign in and out (the proxy's `allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** The page is served over https: the cookie is `Secure` and `__Host-` named. */
  secureCookies: boolean;
  /** The cookie's Max-Age, in seconds. @default 28800 (8 hours, the store's idle lifetime) */
  sessionMaxAgeSeconds?: number;
  /** Sign-ins allowed per minute across all visitors (each creates an upstream customer). @default 60 */
  maxSignInsPerMinute?: number;
  /** One line per failed sign-in; never holds the key or the API's host. @default none */
  log?: (line: string) => void;
  /** Current time in epoch milliseconds. @default Date.now */
  now?: () => number;
}

const MAX_BODY_BYTES = 1024;
const CUSTOMER_TYPES: readonly DemoCustomerType[] = ['individual', 'business'];

/** The refusal for a request that fails the same-origin rule, before anything else is read. */
function refuseForeign(request: Request, allowedOrigins: readonly string[]): Response | undefined {
  const verdict = judgeSameOrigin(request, allowedOrigins);
  if (verdict === 'allowed') return undefined;
  return problem(403, 'forbidden', 'This request must come from the demo page itself.');
}

/**
 * The body as text when it is at most `limit` bytes, counted while reading (a chunked body has no
 * `Content-Length`); null, with the rest left unread, when it is larger.
 */
async function readAtMost(request: Request, limit: number): Promise<string | null> {
  const bytes = await readCapped(request.body, limit);
  // Malformed UTF-8 decodes to U+FFFD, which then fails the JSON or the type check (400).
  return bytes === undefined ? null : new TextDecoder().decode(bytes);
}

/** The `type` of a `{ type }` JSON body of at most 1 KB, or a problem answer. */
async function readCustomerType(request: Request): Promise<DemoCustomerType | Response> {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return problem(415, 'unsupported_media_type', 'Send the sign-in as application/json.');
  const text = await readAtMost(request, MAX_BODY_BYTES);
  if (text === null) return problem(413, 'request_body_too_large', 'The sign-in body is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'invalid_json', 'The sign-in body is not valid JSON.');
  }
  // Only `type`: a customer id or anything else in the body is refused, never used.
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).some((key) => key !== 'type')) {
    return problem(400, 'validation_error', 'Send { "type": "individual" } or { "type": "business" }.');
  }
  const { type } = body as { type?: unknown };
  if (!CUSTOMER_TYPES.includes(type as DemoCustomerType)) {
    return problem(400, 'validation_error', 'type must be individual or business.');
  }
  return type as DemoCustomerType;
}

/**
 * The demo's stand-in for a merchant's own sign-in, mounted at `/demo`:
 * - `GET /session` → `{ customerId }` of the visitor's session, or `{ customerId: null }`;
 * - `POST /sign-in` `{ type: 'individual' | 'business' }` creates a fresh customer upstream,
 *   starts a session (an `HttpOnly; SameSite=Strict; Path=/` cookie, `Secure` over https) and
 *   answers 201 `{ customerId }`;
 * - `POST /sign-out` ends the session and clears the cookie (204).
 * The two POSTs need the proxy's CSRF proof: `Paykit-Request: 1` and an allowed `Origin`.
 *
 * @example
 * app.route('/demo', createDemoRoutes({ api, sessions, allowedOrigins: ['http://127.0.0.1:3000'], secureCookies: false }));
 */
export function createDemoRoutes(options: DemoRoutesOptions): Hono {
  const { api, sessions, allowedOrigins, secureCookies, log } = options;
  const maxAgeSeconds = options.sessionMaxAgeSeconds ?? 8 * 60 * 60;
  const maxSignIns = options.maxSignInsPerMinute ?? 60;
  const now = options.now ?? Date.now;
  let window = { startedAt: now(), count: 0 };
  const routes = new Hono();

  routes.get('/session', (c) => {
    const customerId = sessions.customerIdOf(readSessionId(c.req.raw, secureCookies));
    c.header('Cache-Control', 'no-store');
    return c.json({ customerId });
  });

  routes.post('/sign-in', async (c) => {
    const refused = refuseForeign(c.req.raw, allowedOrigins);
    if (refused) return refused;
    const type = await readCustomerType(c.req.raw);
    if (type instanceof Response) return type;

    if (now() - window.startedAt >= 60_000) window = { startedAt: now(), count: 0 };
    if (window.count >= maxSignIns) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + 60_000 - now()) / 1000));
      return problem(429, 'rate_limited', 'Too many sign-ins; try again shortly.', { 'Retry-After': String(retryAfter) });
    }
    window.count += 1;

    let customerId: string;
    try {
      customerId = await createDemoCustomer(api, type);
    } catch (error) {
      const reference = error instanceof UpstreamCallError ? error.correlationId : undefined;
      log?.(`demo sign-in failed: ${error instanceof UpstreamCallError ? error.message : 'unexpected error'}`);
      return new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'The demo could not create a customer.',
          status: 502,
          code: 'upstream_unavailable',
          detail: 'The payments API did not create the customer. Try again in a moment.',
          retryable: true,
          ...(reference ? { correlationId: reference } : {}),
        }),
        { status: 502, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
      );
    }

    // A new sign-in replaces whatever session the browser had.
    sessions.destroy(readSessionId(c.req.raw, secureCookies));
    const sessionId = sessions.create(customerId);
    c.header('Set-Cookie', sessionCookie(sessionId, { secure: secureCookies, maxAgeSeconds }));
    c.header('Cache-Control', 'no-store');
    return c.json({ customerId }, 201);
  });

  routes.post('/sign-out', (c) => {
    const refused = refuseForeign(c.req.raw, allowedOrigins);
    if (refused) return refused;
    sessions.destroy(readSessionId(c.req.raw, secureCookies));
    c.header('Set-Cookie', clearedSessionCookie(secureCookies));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return routes;
}
