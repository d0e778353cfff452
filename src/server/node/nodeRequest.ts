/**
 * A Node `IncomingMessage` as a Web `Request`, without buffering: the body is a stream pulled from
 * the Node request only as fast as the handler reads it (a chunk at a time, so an upload holds a
 * chunk or two in memory), and the request's signal aborts when the browser goes away. The URL is
 * the one the browser asked for, as Express or Connect keep it before a mount path is stripped.
 */
import type { IncomingMessage } from 'node:http';

/** Host header values a URL can hold; anything else is replaced (paykit reads only the path and query). */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const encoder = new TextEncoder();

/** True when `req` declares a body (a length above 0, or chunked). */
export function declaresBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * True when something read `req`'s body before the handler: a body parser (`express.json()`,
 * `express.urlencoded()`, `multer`) mounted in front. Its bytes are gone and cannot be forwarded.
 */
export function isBodyAlreadyRead(req: IncomingMessage): boolean {
  return declaresBody(req) && (req.readableDidRead || req.readableEnded);
}

/**
 * The full URL of `req`: Express's and Connect's `originalUrl` (the path before `app.use` stripped
 * its mount path) or `url`, on the origin the `Host` header names (`localhost` when it is not a
 * plain host). A request in absolute form keeps only its path and query.
 */
export function nodeRequestUrl(req: IncomingMessage): string {
  const originalUrl = (req as { originalUrl?: unknown }).originalUrl;
  const target = typeof originalUrl === 'string' ? originalUrl : (req.url ?? '/');
  const host = req.headers.host;
  const isTls = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  const origin = `${isTls ? 'https' : 'http'}://${typeof host === 'string' && HOST.test(host) ? host : 'localhost'}`;
  if (target.startsWith('/')) return `${origin}${target}`;
  try {
    const absolute = new URL(target);
    return `${origin}${absolute.pathname}${absolute.search}`;
  } catch {
    return `${origin}/`;
  }
}

/** How far the handler has read a request's body. */
export interface NodeBodyProgress {
  /** True while the handler reads the body: it pulled a first chunk and has not reached the end or cancelled. */
  isBeingRead(): boolean;
}

/**
 * The body of `req` as a stream that reads one chunk each time it is pulled; cancelled, it stops
 * reading (without destroying the socket, so an answer can still be sent).
 */
function nodeBodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; progress: NodeBodyProgress } {
  let chunks: AsyncIterator<unknown> | undefined;
  let state: 'unread' | 'reading' | 'settled' = 'unread';
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        state = 'reading';
        chunks ??= req.iterator({ destroyOnReturn: false })[Symbol.asyncIterator]();
        let next: IteratorResult<unknown>;
        try {
          next = await chunks.next();
        } catch (error) {
          state = 'settled';
          throw error;
        }
        if (next.done === true) {
          state = 'settled';
          return controller.close();
        }
        const { value } = next;
        // A plain view: no Buffer semantics (its slice shares memory) leak into the handler.
        if (typeof value === 'string') controller.enqueue(encoder.encode(value));
        else {
          const bytes = value as Uint8Array;
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        }
      },
      async cancel() {
        state = 'settled';
        await chunks?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, progress: { isBeingRead: () => state === 'reading' } };
}

const NOT_READ: NodeBodyProgress = { isBeingRead: () => false };

/**
 * `req` as a Web `Request` whose signal is `signal`: every header as sent (repeated ones kept),
 * and for any method but GET and HEAD the body as a stream, with how far the handler read it.
 * @throws TypeError when a header or the URL is one a Web `Request` cannot hold.
 */
export function toWebRequest(req: IncomingMessage, signal: AbortSignal): { request: Request; body: NodeBodyProgress } {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    // HTTP/2 pseudo-headers (:method, :path) are not headers of the request.
    if (!name.startsWith(':')) headers.append(name, raw[index + 1] as string);
  }
  const url = nodeRequestUrl(req);
  if (method === 'GET' || method === 'HEAD') return { request: new Request(url, { method, headers, signal }), body: NOT_READ };
  const body = nodeBodyStream(req);
  const init = { method, headers, signal, body: body.stream, duplex: 'half' } as RequestInit;
  return { request: new Request(url, init), body: body.progress };
}
