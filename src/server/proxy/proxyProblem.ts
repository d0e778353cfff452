/**
 * The problems the proxy answers itself, as `application/problem+json`. Each carries a stable
 * `code` and the request id as `correlationId`; none ever holds the API key or the upstream host.
 * A problem that stands for a failure (a 5xx) keeps its real cause beside it, for `onError` only.
 */
import { upstreamAnswerError, type ProxyFailure } from './proxyFailure.js';

/** The codes of the problems the proxy itself answers. */
export type ProxyProblemCode =
  | 'not_found'
  | 'quote_not_found'
  | 'transfer_not_found'
  | 'task_not_found'
  | 'account_not_found'
  | 'malformed_path'
  | 'malformed_request'
  | 'unauthenticated'
  | 'csrf_header_missing'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'rate_limit_unavailable'
  | 'too_many_uploads'
  | 'upload_capacity_reached'
  | 'request_timeout'
  | 'unknown_parameter'
  | 'customer_id_not_allowed'
  | 'validation_error'
  | 'request_body_too_large'
  | 'unsupported_media_type'
  | 'upstream_auth_failed'
  | 'upstream_unavailable'
  | 'upstream_timeout'
  | 'session_timeout'
  | 'upstream_invalid_response'
  | 'invalid_session_customer'
  | 'client_closed_request'
  | 'internal_error';

/** A field-level error: a JSON Pointer into the request, a code and a message. */
export interface ProxyFieldError {
  pointer: string;
  code: string;
  message: string;
}

/** What a proxy problem holds before it becomes a response. */
export interface ProxyProblemInit {
  status: number;
  code: ProxyProblemCode;
  detail: string;
  retryable?: boolean;
  errors?: ProxyFieldError[];
  /** Seconds for `Retry-After` (429). */
  retryAfterSeconds?: number;
  /** Overrides the request id as `correlationId` (an upstream correlation id). */
  correlationId?: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The `type` of every problem the proxy writes, and of upstream types it may not show. */
export const NEUTRAL_PROBLEM_TYPE = 'about:blank';

/** The title of `status` (the HTTP reason phrase, as `about:blank` problems use). */
export function problemTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/** A problem the proxy answers; thrown inside the pipeline and turned into a response once. */
export class ProxyProblem extends Error {
  readonly init: ProxyProblemInit;
  /** The failure behind a 5xx: its phase and real cause, told to `onError` and never to the browser. */
  readonly failure: ProxyFailure | undefined;

  constructor(init: ProxyProblemInit, failure?: ProxyFailure) {
    super(`${init.status} ${init.code}`, failure === undefined ? undefined : { cause: failure.cause });
    this.name = 'ProxyProblem';
    this.init = init;
    this.failure = failure;
  }
}

/** True when `error` is a {@link ProxyProblem}. */
export function isProxyProblem(error: unknown): error is ProxyProblem {
  return error instanceof ProxyProblem;
}

/** The 404 the proxy answers for anything outside the kit routes. */
export function routeNotFound(): ProxyProblem {
  return new ProxyProblem({ status: 404, code: 'not_found', detail: 'No such route.', retryable: false });
}

/**
 * The 404 of a request outside `mountPath`. In development its detail names the mount path, so a
 * handler mounted elsewhere than its `mountPath` says so; in production it is {@link routeNotFound}'s.
 */
export function outsideMountPath(mountPath: string, isDevelopment: boolean): ProxyProblem {
  if (!isDevelopment) return routeNotFound();
  return new ProxyProblem({
    status: 404,
    code: 'not_found',
    detail:
      `No such route: this paykit proxy serves only paths under ${mountPath} (its mountPath option), and this request is not under it. ` +
      `Mount the handler at ${mountPath}, or set mountPath to the path it is mounted at. (This hint shows in development only.)`,
    retryable: false,
  });
}

/**
 * The 502 of an upstream answer the proxy will not pass on. `reason` says what was wrong with it,
 * for `onError` (as an error naming `status` and the reason); the browser reads only `detail`.
 */
export function upstreamInvalidResponse(
  reason: { status: number; what: string },
  detail = 'The payments API gave an answer the proxy cannot pass on.',
): ProxyProblem {
  return new ProxyProblem(
    { status: 502, code: 'upstream_invalid_response', detail, retryable: false },
    { phase: 'upstream_response', cause: upstreamAnswerError(reason.status, reason.what) },
  );
}

/** The 499 of a browser that went away before its answer: nobody reads it, but the log does. */
export function clientClosedRequest(): ProxyProblem {
  return new ProxyProblem({ status: 499, code: 'client_closed_request', detail: 'The browser closed the request.', retryable: true });
}

/** The 408 of a browser whose body did not come in time; `detail` says which time. */
export function requestTimeout(detail: string): ProxyProblem {
  return new ProxyProblem({ status: 408, code: 'request_timeout', detail, retryable: true });
}

/** A 400 `validation_error` for one field. */
export function invalidField(pointer: string, code: string, message: string): ProxyProblem {
  return new ProxyProblem({
    status: 400,
    code: 'validation_error',
    detail: `The request is invalid at ${pointer === '' ? 'its body' : pointer}.`,
    retryable: false,
    errors: [{ pointer, code, message }],
  });
}

/** The body of a proxy problem. */
export function problemBody(init: ProxyProblemInit, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: NEUTRAL_PROBLEM_TYPE,
    title: problemTitle(init.status),
    status: init.status,
    code: init.code,
    detail: init.detail,
    correlationId: init.correlationId ?? requestId,
  };
  if (init.retryable !== undefined) body.retryable = init.retryable;
  if (init.errors !== undefined) body.errors = init.errors;
  return body;
}
