/**
 * Serves paykit's Web-standard handlers (the proxy, the webhook receiver) from Node's own HTTP
 * server and the frameworks on it: Express, Connect, Fastify, plain node:http. The request streams
 * in, the response streams out with backpressure, the handler's signal aborts when the client goes
 * away (the proxy then aborts its upstream call, the event stream ends), and your session reader
 * receives the Node request beside the Web one, so it reads what your middleware already put there
 * (`req.user`, `req.session`) instead of parsing cookies again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBodyAlreadyRead, toWebRequest, type NodeBodyProgress } from './nodeRequest.js';
import { writeNodeResponse } from './writeNodeResponse.js';
import type { ProxyProblemCode } from '../proxy/proxyProblem.js';

/** A Web-standard handler with a context: the proxy (`createPaykitProxy`), the webhook receiver, or your own. */
export type NodeServedHandler<Context> = (request: Request, context: Context) => Response | Promise<Response>;

/** A Node request handler: an Express or Connect middleware, a node:http request listener. It never rejects. */
export type PaykitNodeHandler<Req extends IncomingMessage = IncomingMessage, Res extends ServerResponse = ServerResponse> = (
  req: Req,
  res: Res,
) => Promise<void>;

/** Options of {@link toNodeHandler} and {@link handleNodeRequest}. */
export interface NodeHandlerOptions {
  /**
   * Told what kept the adapter from serving a request: a body a middleware read before it
   * (mount paykit before body parsers), a handler that threw, a header a Web `Request` cannot
   * hold. The client gets a 500 (a 400 for the header) either way.
   * @default logs "[paykit]" and the error with console.error
   */
  onError?: (error: unknown) => void;
}

/** The error of a body that a middleware read before paykit: mount paykit's handlers before body parsers. */
export class BodyAlreadyReadError extends Error {
  constructor() {
    super(
      "paykit: the request body was read before paykit's handler, by a body parser (such as express.json()) mounted in front of it. " +
        "Mount paykit's handlers before any body parser: app.use('/api/paykit', toNodeHandler(proxy)) comes before app.use(express.json()).",
    );
    this.name = 'BodyAlreadyReadError';
  }
}

/** Largest rest of an unread body read (and dropped) around the answer, so the client reads the answer rather than a reset. */
const DRAIN_BYTES = 1024 * 1024;
/** Longest wait for that rest before the connection is closed. */
const DRAIN_MS = 1_000;

const defaultOnError = (error: unknown) => console.error('[paykit] the Node adapter could not serve a request', error);

function report(onError: (error: unknown) => void, error: unknown): void {
  try {
    onError(error);
  } catch {
    // Reporting must not keep the client from its answer.
  }
}

/** The adapter's own problem+json: a 400 for a request a Web `Request` cannot hold, a 500 otherwise. */
function problem(status: 400 | 500, detail: string): Response {
  const body =
    status === 400
      ? { type: 'about:blank', title: 'Bad Request', status, code: 'malformed_request' satisfies ProxyProblemCode, detail }
      : { type: 'about:blank', title: 'Internal Server Error', status, code: 'internal_error' satisfies ProxyProblemCode, detail };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' },
  });
}

/**
 * The rest of a body the handler did not read (it answered first, or stopped reading), claimed
 * before the answer is written, so Node does not read it to its end, however long: read and
 * dropped for at most {@link DRAIN_BYTES} (so the client reads the answer rather than a reset
 * connection), paused there until the answer is sent, then the connection is closed once the cap
 * or {@link DRAIN_MS} after the answer is reached.
 */
function drainUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  let bytes = 0;
  let isAnswered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', stop);
    req.off('close', stop);
    res.off('finish', onAnswered);
  };
  const close = () => {
    stop();
    req.socket?.destroy();
  };
  const onData = (chunk: { length: number }) => {
    bytes += chunk.length;
    if (bytes <= DRAIN_BYTES) return;
    if (isAnswered) close();
    else req.pause();
  };
  const onAnswered = () => {
    isAnswered = true;
    if (bytes > DRAIN_BYTES) return close();
    req.resume();
    timer = setTimeout(close, DRAIN_MS);
    timer.unref?.();
  };
  req.on('data', onData);
  req.once('end', stop);
  req.once('close', stop);
  res.once('finish', onAnswered);
  req.resume();
}

/** The handler's answer to `req`, or the adapter's own problem when the request cannot reach it. */
async function answer<Context>(
  handler: NodeServedHandler<Context>,
  req: IncomingMessage,
  context: Context,
  signal: AbortSignal,
  onError: (error: unknown) => void,
): Promise<{ response: Response; body: NodeBodyProgress }> {
  const unread: NodeBodyProgress = { isBeingRead: () => false };
  if (isBodyAlreadyRead(req)) {
    const error = new BodyAlreadyReadError();
    report(onError, error);
    return { response: problem(500, error.message), body: unread };
  }
  let web: { request: Request; body: NodeBodyProgress };
  try {
    web = toWebRequest(req, signal);
  } catch (error) {
    report(onError, error);
    return { response: problem(400, 'The request has a header or a URL the server cannot read.'), body: unread };
  }
  try {
    return { response: await handler(web.request, context), body: web.body };
  } catch (error) {
    report(onError, error);
    return { response: problem(500, 'The server failed to handle the request.'), body: web.body };
  }
}

/**
 * Serves one Node request with `handler`, which receives `context` beside the Web request. For a
 * framework whose session lives on its own request object rather than Node's (Fastify's
 * `request.session`), pass that object as `context`; elsewhere use {@link toNodeHandler}.
 * Resolves once the response is written or the client has gone; never rejects.
 *
 * @example
 * // Fastify: the proxy's context is Fastify's request (see the README for the body parser setup)
 * app.all('/api/paykit/*', (request, reply) => {
 *   reply.hijack();
 *   return handleNodeRequest(proxy, request.raw, reply.raw, request);
 * });
 */
export async function handleNodeRequest<Context>(
  handler: NodeServedHandler<Context>,
  req: IncomingMessage,
  res: ServerResponse,
  context: Context,
  options: NodeHandlerOptions = {},
): Promise<void> {
  const onError = options.onError ?? defaultOnError;
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const { response, body } = await answer(handler, req, context, gone.signal, onError);
  if (!req.complete && !body.isBeingRead()) drainUnreadBody(req, res);
  try {
    await writeNodeResponse(response, req, res);
  } catch (error) {
    report(onError, error);
    res.destroy();
  }
}

/**
 * A Node request handler serving `handler`: mount it as an Express or Connect middleware, or give
 * it to `http.createServer`. Your session readers receive the Node request as they got it (with
 * what your middleware put on it: Express's `req.user`, `req.session`) as their second argument.
 * The URL the proxy sees is the one the browser asked for (`req.originalUrl`), so
 * `app.use('/api/paykit', …)` and `app.all('/api/paykit/*splat', …)` both work. Mount it before any
 * body parser: a body read in front of it cannot be forwarded (500, and `onError` says why).
 *
 * @example
 * const proxy = createPaykitProxy<express.Request>({
 *   …,
 *   getCustomerId: (_request, req) => req.user?.customerId ?? null, // passport, or your session middleware
 * });
 * app.use('/api/paykit', toNodeHandler(proxy)); // before app.use(express.json())
 * app.post('/webhooks/payments', toNodeHandler(receiveWebhook));
 */
export function toNodeHandler<Req extends IncomingMessage = IncomingMessage, Res extends ServerResponse = ServerResponse>(
  handler: NodeServedHandler<Req>,
  options: NodeHandlerOptions = {},
): PaykitNodeHandler<Req, Res> {
  return (req, res) => handleNodeRequest(handler, req, res, req, options);
}
