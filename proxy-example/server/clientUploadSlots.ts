/**
 * Uploads one client (an address, see {@link clientOf}) may run at once across all its sessions.
 * The proxy counts uploads per session and in all, but the demo's sessions are free (a sign-in
 * each), so without this one client could open sessions until it held every upload slot of the
 * process with slow uploads that keep the minimum pace, and hold them again as each ends.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isKitRouteMatch, matchKitRoute } from 'paykit/server';
import { clientOf } from './clientAddress.js';
import { problem } from './problem.js';

/** Uploads one client may run at once by default: what one session of the proxy may (its default, 2). */
export const DEFAULT_UPLOADS_PER_CLIENT = 2;

/** Seconds a refused upload is told to wait, as the proxy tells its own (about the time a small upload takes). */
const RETRY_AFTER_SECONDS = 2;

/** Options of {@link createClientUploadSlots}. */
export interface ClientUploadSlotsOptions {
  /** Where the proxy is mounted, e.g. `/api/paykit`. */
  mountPath: string;
  /** @default DEFAULT_UPLOADS_PER_CLIENT (2) */
  uploadsPerClient?: number;
  /** Which client a request comes from. @default {@link clientOf} */
  clientOf?: (c: Context) => string;
}

/** True when the proxy would take `request` for an upload (a kit route with a multipart body). */
function isUpload(request: Request, mountPath: string): boolean {
  if (request.method !== 'POST') return false;
  // The raw path, as the proxy resolves it: an encoded form the proxy refuses is no upload either.
  const pathname = new URL(request.url).pathname;
  if (!pathname.startsWith(`${mountPath}/`)) return false;
  const match = matchKitRoute(request.method, pathname.slice(mountPath.length));
  return isKitRouteMatch(match) && match.route.body === 'multipart';
}

/**
 * `response` with a body that calls `release` once it is read to its end, fails or is canceled
 * (the browser left); at once when it has no body.
 */
function releasedWhenSent(response: Response, release: () => void): Response {
  if (response.body === null) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else {
            controller.enqueue(value);
          }
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * A middleware for the proxy's mount path that admits at most `uploadsPerClient` uploads of one
 * client at a time, before the proxy sees them; the next is answered 429 `too_many_uploads` with
 * `Retry-After` (which the kit retries), and nothing else is counted. An upload holds its slot
 * until its response has been sent or the browser has left, whatever ended it, and frees it once.
 *
 * @example
 * app.use('/api/paykit/*', createClientUploadSlots({ mountPath: '/api/paykit', clientOf }));
 */
export function createClientUploadSlots(options: ClientUploadSlotsOptions): MiddlewareHandler {
  const { mountPath } = options;
  const limit = options.uploadsPerClient ?? DEFAULT_UPLOADS_PER_CLIENT;
  const clientOfRequest = options.clientOf ?? clientOf;
  const running = new Map<string, number>();

  return async (c, next) => {
    if (!isUpload(c.req.raw, mountPath)) return next();
    const client = clientOfRequest(c);
    const mine = running.get(client) ?? 0;
    if (mine >= limit) {
      return problem(
        429,
        'too_many_uploads',
        `This address already has ${limit} uploads running; retry after the delay in Retry-After.`,
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        true,
      );
    }
    running.set(client, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (running.get(client) ?? 1) - 1;
      if (left <= 0) running.delete(client);
      else running.set(client, left);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    c.res = releasedWhenSent(c.res, release);
    return undefined;
  };
}
