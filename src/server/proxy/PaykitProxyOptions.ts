import type { EventRelay } from '../events/EventRelay.js';
import type { PaykitProxyErrorInfo } from './proxyFailure.js';
import type { ProxyLogEntry } from './proxyLog.js';
import type { RateLimiterFactory } from './rateLimiter.js';

/** Which environment the proxy serves; the API key must belong to it. */
export type PaykitProxyEnvironment = 'sandbox' | 'production';

/** The part of `fetch` the proxy uses to reach the upstream API. */
export type PaykitProxyFetch = (input: string, init: RequestInit) => Promise<Response>;

/** Size and rate limits of the proxy. */
export interface PaykitProxyLimits {
  /**
   * Largest JSON request body, in bytes, counted while reading (never from `Content-Length`).
   * @default 65536
   */
  jsonBodyBytes?: number;
  /**
   * Largest uploaded document file, in bytes, counted as the upload streams through (past it the
   * proxy answers 413 and aborts the upstream call). The multipart body around it may add 64 KiB.
   * @default 10485760
   */
  documentBytes?: number;
  /**
   * Reads (GET, an event stream's connect or reconnect included) one session (one customer) may
   * make per minute, as a token bucket that refills continuously; past it the proxy answers 429
   * `rate_limited` with `Retry-After`, the whole seconds until the bucket has the token back. Reads
   * have their own bucket, apart from writes, so a page that refetches or a stream that reconnects
   * cannot spend the budget of the request that moves money.
   * @default 120 (or `requestsPerMinute` when that is given)
   */
  readsPerMinute?: number;
  /**
   * Writes (POST, PATCH, PUT, DELETE) one session may make per minute, in a bucket of its own,
   * answered past it as reads are. A request takes one token; an upload takes one more per started
   * MiB of its body: at admission per MiB it declares in `Content-Length` (the size cap when it
   * declares none; at most a full bucket), then, as more than it declared arrives, per MiB actually
   * read (taken even from an empty bucket, so the session's next writes wait for it).
   * @default 60 (or `requestsPerMinute` when that is given)
   */
  writesPerMinute?: number;
  /**
   * @deprecated Since reads and writes have separate buckets, set `readsPerMinute` and
   * `writesPerMinute`. When given, it is the size of each bucket that is not set on its own (no
   * longer one bucket shared by both).
   */
  requestsPerMinute?: number;
  /**
   * Uploads one session may have running at once; the next is answered 429 `too_many_uploads`
   * with `Retry-After`. An upload runs from admission until its response is settled.
   * @default 2
   */
  concurrentUploadsPerSession?: number;
  /**
   * Uploads the whole proxy runs at once, all sessions together; the next is answered 503
   * `upload_capacity_reached` with `Retry-After`. Each streams in a few chunks of memory (tens of
   * KiB), so this bounds upstream connections more than memory.
   * @default 16
   */
  concurrentUploads?: number;
  /**
   * Milliseconds from an upload's admission to its file's first bytes (everything before them in
   * the body, a `purpose` part included); past it the proxy answers 408 `request_timeout` and frees
   * the slot. The request's deadline (`timeoutMs`) still applies when it is shorter.
   * @default 5000
   */
  uploadFirstBytesMs?: number;
  /**
   * After the file's first bytes, the longest the proxy waits on the browser for the next bytes of
   * an upload; past it, 408 `request_timeout` and the upstream call is aborted. It is an allowance
   * that waiting spends and arriving bytes earn back at `uploadMinBytesPerSecond`, so an upload
   * that trickles slower than that rate is cut too, once it has spent the allowance. Time the
   * upstream takes to pull the body is not counted.
   * @default 5000
   */
  uploadIdleMs?: number;
  /**
   * The pace, in bytes a second, an upload must keep on average after its file's first bytes:
   * slower, it spends the `uploadIdleMs` allowance and is cut with 408 (at half this pace, after
   * about twice `uploadIdleMs`). Far below the pace a 10 MiB file needs to arrive within the
   * default `timeoutMs` (about 700 KiB/s).
   * @default 16384
   */
  uploadMinBytesPerSecond?: number;
}

/**
 * Reads your session for one request: the Web `Request`, and `context`, whatever your adapter
 * handed the proxy beside it (`toNodeHandler` hands the Node request, so Express's `req.user` or
 * `req.session` is there; Hono can hand its `c`). Without an adapter that passes one, `undefined`.
 */
export type PaykitSessionReader<Context, Value> = (request: Request, context: Context) => Value | null | Promise<Value | null>;

/**
 * Options of {@link createPaykitProxy}. `Context` is what your framework's adapter passes beside
 * each request and your session readers receive (see {@link PaykitSessionReader}).
 */
export interface PaykitProxyOptions<Context = void> {
  /**
   * The Payments Platform API key. It is only ever sent upstream in `X-API-Key`: never in a
   * response, an error message or a log line.
   */
  apiKey: string;
  /**
   * The upstream API's origin, e.g. `https://api.payments.example` (a path prefix is allowed).
   * Must be https, except for a loopback host (`localhost`, `127.0.0.1`, `[::1]`) in development.
   */
  baseUrl: string;
  /**
   * The environment the key belongs to. A `sk_sandbox_` key with `production`, or a
   * `sk_production_` key with `sandbox`, refuses to start. Sandbox-only kit routes are served
   * only in `sandbox`.
   */
  environment: PaykitProxyEnvironment;
  /**
   * Your own authentication: the customer id (`cus_…`) of the signed-in session, or `null` when
   * nobody is signed in (the proxy then answers 401 without calling upstream). This is the only
   * place the customer id comes from. It spends from the request's deadline (`timeoutMs`): an
   * answer that comes too late is 504 `session_timeout`, and nothing is sent upstream.
   * The second argument is the adapter's context: the Node request under `toNodeHandler`.
   *
   * @example
   * getCustomerId: (_request, req) => req.user?.customerId ?? null, // Express + passport, through toNodeHandler
   */
  getCustomerId: PaykitSessionReader<Context, string>;
  /**
   * Serve the legacy v1/v2 kit routes (`GET /legacy/customer` → `GET /v1/customers/{customerId}`,
   * `GET /legacy/business-rails` → `GET /v2/customers/business/{customerId}/rails`,
   * `POST /legacy/verification-token/{provider}` → `POST /v1/customers/{customerId}/kyc/tokens/{provider}`),
   * for a merchant whose customers were onboarded on v1 or v2. Bound to the session's customer like
   * every kit route. Off, they are 404 `not_found` with no upstream call.
   * @default false
   */
  legacy?: boolean;
  /**
   * The same answer as `getCustomerId`, read without side effects: it must not renew, extend or
   * refresh the session (no sliding expiry, no rolled cookie, no "last seen" write). The proxy asks
   * it every `sessionCheckMs` while an event stream is open, and an open tab is not activity: with
   * a renewing read there, a forgotten tab would keep its session alive for ever.
   * Without it the check asks `getCustomerId`, which is then safe only when it renews nothing;
   * a store with rolling sessions must provide this. It gets the request and context that opened
   * the stream: an object your middleware loaded then (Express's `req.session`) is that moment's
   * copy, so read your store again here (`req.sessionStore.get(req.sessionID, …)`).
   * @default undefined (the session check uses `getCustomerId`)
   */
  peekCustomerId?: PaykitSessionReader<Context, string>;
  /**
   * A secret of at least 32 characters, used to namespace idempotency keys per customer: the
   * upstream key is `HMAC-SHA256(secret, customerId + '\n' + browserKey)`, base64url.
   */
  idempotencySecret: string;
  /**
   * Origins allowed to make effectful requests, e.g. `['https://shop.example']`. Never `*`.
   */
  allowedOrigins: readonly string[];
  /**
   * Where the handler is mounted; it receives full request URLs and strips this prefix.
   * @default '/api/paykit'
   */
  mountPath?: string;
  /**
   * Size, rate and upload limits.
   * @default { jsonBodyBytes: 65536, documentBytes: 10485760, readsPerMinute: 120, writesPerMinute: 60, concurrentUploadsPerSession: 2, concurrentUploads: 16, uploadFirstBytesMs: 5000, uploadIdleMs: 5000, uploadMinBytesPerSecond: 16384 }
   */
  limits?: PaykitProxyLimits;
  /**
   * Milliseconds one browser request may spend from its arrival, everything it waits on together:
   * `getCustomerId`, the reads of its body and every upstream call (ownership reads and the main
   * call). Past it the proxy answers 408 `request_timeout` while the browser's body is still
   * coming, 504 `session_timeout` while `getCustomerId` has not answered, 504 `upstream_timeout`
   * while the API has not. The kit's client states its own budget in `Paykit-Timeout-Ms`; the
   * proxy then answers a margin before that (a tenth of it, at most 1 s), never later than this
   * ceiling. At most 2147483647 (a timer's limit).
   * @default 15000
   */
  timeoutMs?: number;
  /**
   * The `fetch` used to call upstream. An upload's body is a `ReadableStream` sent with
   * `duplex: 'half'`, so a replacement must accept streamed request bodies. Pass its `signal` on, so
   * an aborted call stops upstream too; the proxy answers by its deadline even from one that does not.
   * @default globalThis.fetch
   */
  fetch?: PaykitProxyFetch;
  /**
   * The event relay that serves `GET {mountPath}/events` for the session's customer. Without it
   * that path is 404. With no session (`getCustomerId` answers null) the path answers 200 with an
   * event stream whose only message is `event: closed` `{"reason":"session_ended"}`: a browser's
   * `EventSource` cannot read a 401, and this one tells paykit's `useEventStream` to stop.
   * @default undefined
   */
  events?: Pick<EventRelay, 'stream'>;
  /**
   * Makes the two rate limiters of `limits` (the `reads` and `writes` buckets, per customer). The
   * default counts in this process's memory, so N instances behind a load balancer let a session
   * make N times the limit; give every instance limiters on one shared store for one count:
   * `rateLimiters: stores.rateLimiters` from `createRedisStores` (`paykit/server/redis`), or your
   * own. A limiter that rejects (its store unreachable) fails closed: the request is answered 503
   * `rate_limit_unavailable` with `Retry-After`, nothing is sent upstream, and `onError` is told
   * (phase `store`).
   * @default in memory, per instance
   */
  rateLimiters?: RateLimiterFactory;
  /**
   * Your session's own id (or any opaque key of it), read when an event stream opens: the stream
   * is tagged with it, so your sign-out can end it at once with `relay.closeSession(id)`. Without
   * it a stream still ends at the next session check (`sessionCheckMs`) after sign-out.
   * @default undefined (streams are not tagged)
   */
  getSessionId?: PaykitSessionReader<Context, string>;
  /**
   * Milliseconds between checks of an open event stream's session: `peekCustomerId` (else
   * `getCustomerId`) is asked again with the request that opened the stream. An answer other than
   * that customer drops the stream without a reason, so the browser reopens it at once with the
   * cookies it holds now (a refreshed token, a rotated session id): a reopen with a session goes
   * on live, one without ends for good (`session_ended`). A check that fails, or has not answered
   * when the next is due, is tolerated twice; the third in a row drops the stream the same way.
   * At most 2147483647 (a timer's limit).
   * @default 15000
   */
  sessionCheckMs?: number;
  /**
   * Receives one entry per request, an object for a structured logger: method, kit route name,
   * status, duration, request id, the last upstream status, the problem code and the phase of a
   * failure. Never the key, the upstream host, a body, the raw path or the customer id (the request
   * id ties an entry to your own logs, which know the session). `formatProxyLogLine(entry)` makes a
   * line of it. A logger that throws does not fail the request.
   *
   * @example
   * log: (entry) => logger.info(entry, 'paykit proxy'), // pino
   * log: (entry) => console.log(formatProxyLogLine(entry)),
   * @default undefined (no logging)
   */
  log?: (entry: ProxyLogEntry) => void;
  /**
   * Told the real cause of every failure the proxy answers with a 5xx problem: a fetch error (its
   * `cause` says `ECONNREFUSED`, `ENOTFOUND`, a TLS error…), a `TimeoutError`, an upstream answer
   * it would not pass on (invalid JSON, wrong shape, a redirect, a refused key, a 5xx of the API),
   * your session reader's own error, or a bug of the proxy; with the phase, the kit route and the
   * request id. The browser still gets only the safe problem. The cause may name the upstream host
   * (it is for your logs); paykit never puts the key in it. Not told: the browser's own mistakes
   * (4xx), a browser that went away, or a full upload capacity (503). Called without waiting; one
   * that throws or rejects does not change the response.
   *
   * @example
   * onError: (error, { phase, route, requestId }) => Sentry.captureException(error, { extra: { phase, route, requestId } }),
   * @default undefined
   */
  onError?: (error: unknown, info: PaykitProxyErrorInfo) => void | Promise<void>;
  /**
   * Development mode: a request outside `mountPath` gets a 404 whose detail names `mountPath`, so a
   * handler mounted at another path says where it expects to be. In production the detail stays
   * `No such route.`. Nothing else changes.
   * @default process.env.NODE_ENV !== 'production', read when the proxy is created (as Express reads it: unset is
   * development); false in a runtime without `process` (a worker), where production is the safe guess
   */
  development?: boolean;
  /** Current time in epoch milliseconds (rate limiting and durations). @default Date.now */
  now?: () => number;
}
