/**
 * The paykit proxy as Next.js App Router route handlers, for a catch-all route file
 * `app/api/paykit/[...path]/route.ts` on the Node.js runtime. The Edge runtime is refused when the
 * handlers are made: the proxy's rate limits, upload slots and event relay live in the memory of
 * one long-lived process, which Edge isolates do not share, so the limits would quietly not hold;
 * and Next's Edge runtime appends the catch-all segments to the URL as a query (`?path=…`), which
 * the proxy refuses like any parameter a kit route does not take (400 `unknown_parameter`).
 */

/** A route handler as Next.js calls it: the Web request, and a context paykit does not need (the proxy reads the URL). */
export type PaykitRouteHandler = (request: Request) => Promise<Response>;

/** The route handlers of `app/api/paykit/[...path]/route.ts`, one per method a kit route uses. */
export interface PaykitRouteHandlers {
  GET: PaykitRouteHandler;
  POST: PaykitRouteHandler;
  PUT: PaykitRouteHandler;
  PATCH: PaykitRouteHandler;
  DELETE: PaykitRouteHandler;
}

/** True inside Next.js's Edge runtime (or another edge-runtime host), which sets `EdgeRuntime` or `NEXT_RUNTIME`. */
function isEdgeRuntime(): boolean {
  const global = globalThis as { EdgeRuntime?: unknown; process?: { env?: Record<string, string | undefined> } };
  return typeof global.EdgeRuntime === 'string' || global.process?.env?.NEXT_RUNTIME === 'edge';
}

/**
 * The route handlers that serve `handler` (the proxy of `createPaykitProxy`, whose session
 * readers read the `Request`: cookies, or your auth library's `auth()`) from a Next.js catch-all
 * route. Export them with `runtime = 'nodejs'` and `dynamic = 'force-dynamic'` (the event stream
 * must never be cached or pre-rendered); the proxy's `mountPath` is the route's path.
 * @throws TypeError on the Edge runtime, which paykit does not support.
 *
 * @example
 * // app/api/paykit/[...path]/route.ts
 * import { toNextRouteHandlers } from 'paykit/server';
 * import { proxy } from '@/server/paykit';
 *
 * export const runtime = 'nodejs';
 * export const dynamic = 'force-dynamic';
 * export const { GET, POST, PUT, PATCH, DELETE } = toNextRouteHandlers(proxy);
 */
export function toNextRouteHandlers(handler: (request: Request) => Promise<Response>): PaykitRouteHandlers {
  if (isEdgeRuntime()) {
    throw new TypeError(
      "toNextRouteHandlers: paykit's proxy runs on the Node.js runtime only, not on the Edge runtime (its rate limits, upload slots " +
        "and event relay live in one process's memory). Add export const runtime = 'nodejs' to the route file.",
    );
  }
  const serve: PaykitRouteHandler = (request) => handler(request);
  return { GET: serve, POST: serve, PUT: serve, PATCH: serve, DELETE: serve };
}
