import type { Environment, Partition } from '../Partition.js';
import type { PlatformCore } from '../PlatformCore.js';
import type { UploadForm } from './uploadForm.js';

/** Everything a route handler gets about one request. */
export interface RequestContext {
  readonly platform: PlatformCore;
  readonly partition: Partition;
  readonly environment: Environment;
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  /** Path parameters by name, raw (handlers check their form). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body; `undefined` when there is none. */
  readonly body: unknown;
  /** The multipart body as read (each part's name, size, first bytes and digest), for routes that take one. */
  readonly form: UploadForm | undefined;
  /** Mirrors the `X-Request-Id` response header and every problem's `correlationId`. */
  readonly requestId: string;
  /** The origin hosted pages are served from, e.g. `http://127.0.0.1:4010`. */
  readonly publicOrigin: string;
  /** Epoch milliseconds when the request arrived. */
  readonly now: number;
  /** `now` as RFC 3339 with milliseconds. */
  readonly nowIso: string;
}

/** What a handler returns: a status, a JSON body and extra headers, or a ready `Response`. */
export type HandlerResult = { status: number; body?: unknown; headers?: Record<string, string> } | Response;

/** A route handler. Throw an `ApiProblem` to answer with a problem. */
export type Handler = (ctx: RequestContext) => HandlerResult | Promise<HandlerResult>;

/** One operation of the fake API. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** e.g. `/v3/customers/{customerId}/tasks/{taskId}`. */
  path: string;
  handler: Handler;
  /** Query parameters accepted besides none; `list: true` adds cursor, limit and updatedAfter. */
  query?: readonly string[];
  /** Adds the list parameters to `query`. */
  list?: boolean;
  /** What the body is. @default 'json' for effectful methods, 'none' for GET */
  body?: 'json' | 'multipart' | 'none';
  /** Body size cap in bytes; above it, 413 request_body_too_large. @default settings.maxJsonBytes */
  maxBodyBytes?: (settings: PlatformCore['settings']) => number;
  /** A sandbox-only endpoint: 403 forbidden with a production key; no Idempotency-Key needed. */
  sandbox?: boolean;
  /**
   * A legacy v1/v2 operation: an Idempotency-Key is honoured when given but not required (a v3
   * convention), and a call emits one `api.deprecation` notice per operation and partition.
   * `replacement` names what replaces it on v3, e.g. `'POST /v3/quotes'`.
   */
  legacy?: { replacement: string };
}

/**
 * A page the fake serves itself in place of a third party (hosted verification, terms, card
 * checkout) at `/hosted/{kind}/{id}`. No API key: the URL is the credential, as with the real ones.
 */
export interface HostedPage {
  kind: string;
  handle: (init: { platform: PlatformCore; id: string; request: Request; publicOrigin: string }) => Response | Promise<Response>;
}

/** A resource module: its routes and, optionally, work that falls due as time passes. */
export interface ResourceModule {
  routes: RouteDef[];
  hostedPages?: HostedPage[];
  /** Runs once when a platform is created (webhook delivery subscribes to events here). */
  setup?: (platform: PlatformCore) => void;
  /** Moves time-driven state forward (quote expiry, provisioning) before each request. */
  tick?: (platform: PlatformCore, partition: Partition) => void;
}

/** `{ data }`, the envelope of single reads and creates. */
export function ok(data: unknown, status = 200, headers?: Record<string, string>): HandlerResult {
  return { status, body: { data }, headers };
}
