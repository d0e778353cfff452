/**
 * The one error type of the kit: a problem+json response, a network failure, a timeout, or a
 * response the kit could not make sense of. Errors are data: every field the API description
 * gives a problem is carried, so a component can render field errors, blocking resources or the
 * correlation id a person quotes to support.
 */
import { problemCodes } from '../schemas/problemValues.js';

/**
 * Error codes of the API description's error table, plus `task_revision_conflict`: the 409 for a
 * stale `taskRevision`, which the description leaves unnamed, so the kit and its fake platform
 * agree on this one.
 */
export const KNOWN_ERROR_CODES = [...problemCodes, 'task_revision_conflict'] as const;

/** A code the kit knows by name. */
export type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

/** An error code: open, since the catalog grows; branch on the known ones, tolerate the rest. */
export type PaykitErrorCode = KnownErrorCode | (string & {});

/**
 * What went wrong: `problem` (the API answered with an error), `network` (no answer),
 * `timeout` (no answer in time), `unexpected` (an answer the kit cannot read), `client` (the kit
 * refused before sending anything, e.g. a file too large: `code` says why, and the outcome is
 * `refused`).
 */
export type PaykitErrorKind = 'problem' | 'network' | 'timeout' | 'unexpected' | 'client';

/**
 * What a failure says about the request's effect. `refused`: the API answered that it did not
 * act (a 4xx: validation, conflict, not found, throttled…), so the intent is over and sending it
 * again is a new intent. `unknown`: it may have acted: no answer (network, timeout), a 5xx, the
 * same key still in progress, or a success whose body could not be read. An intent whose outcome
 * is unknown stays open: send it again under the same idempotency key, and the API replays its
 * answer or applies it once.
 */
export type PaykitErrorOutcome = 'refused' | 'unknown';

/** One invalid field of a request. */
export interface ProblemFieldError {
  /** JSON Pointer to the invalid field, e.g. `/individual/email`. */
  readonly pointer: string;
  /** Machine-readable code of the violation. */
  readonly code: string;
  /** Explanation for a person. */
  readonly message: string;
}

/** The reason of a state conflict. */
export interface ProblemStatusReason {
  readonly code: string;
  readonly message?: string;
  /** Who must act: customer, developer, provider, network, or the service operator. */
  readonly actor?: string;
  readonly retryable?: boolean;
}

/** A resource that blocks an archive or a cancel. */
export interface ProblemBlockingResource {
  readonly type: string;
  readonly id: string;
  /** What must happen first, e.g. `archive_account`. */
  readonly requiredAction?: string;
}

/** Every field a `PaykitError` can carry; all but `kind` are optional. */
export interface PaykitErrorInit {
  readonly kind: PaykitErrorKind;
  /** Whether the request may have taken effect; derived from `kind`, `status` and `code` when absent. */
  readonly outcome?: PaykitErrorOutcome;
  /** Message for developers; derived from the problem when absent. */
  readonly message?: string;
  readonly type?: string;
  readonly title?: string;
  /** HTTP status, when a response came. */
  readonly status?: number;
  readonly code?: PaykitErrorCode;
  readonly detail?: string;
  /** Request identifier to quote to support; the body's `correlationId`, else `X-Request-Id`. */
  readonly correlationId?: string;
  /** Whether the API says an unchanged retry is safe; absent means "do not assume". */
  readonly retryable?: boolean;
  readonly errors?: readonly ProblemFieldError[];
  /** The existing transfer, on `quote_already_executed`. */
  readonly transferId?: string;
  readonly statusReason?: ProblemStatusReason;
  readonly blockingResources?: readonly ProblemBlockingResource[];
  /** Capability ids the problem concerns. */
  readonly capabilities?: readonly string[];
  readonly reviewAnswer?: unknown;
  /** The key of the intent that failed, so a caller can retry that same intent. */
  readonly idempotencyKey?: string;
  /** How long the API asked to wait before trying again (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;
  readonly cause?: unknown;
}

function defaultMessage(init: PaykitErrorInit): string {
  if (init.detail) return init.detail;
  if (init.title) return init.title;
  if (init.code) return `Request failed with code ${init.code}`;
  switch (init.kind) {
    case 'network':
      return 'The network request failed';
    case 'timeout':
      return 'The request timed out';
    default:
      return init.status === undefined ? 'Unexpected response' : `Unexpected response (HTTP ${init.status})`;
  }
}

/** The outcome `init` states, else the one its kind, status and code imply: only a 4xx is a refusal. */
function outcomeOf(init: PaykitErrorInit): PaykitErrorOutcome {
  if (init.outcome !== undefined) return init.outcome;
  const { kind, status } = init;
  if (kind === 'client') return 'refused';
  if (kind === 'network' || kind === 'timeout' || status === undefined) return 'unknown';
  // 2xx here is a success the kit could not read: the API acted.
  if (status < 400 || status >= 500) return 'unknown';
  return init.code === 'idempotency_request_in_progress' ? 'unknown' : 'refused';
}

/** An error from the paykit client. Check with {@link isPaykitError}; branch on `kind` and `code`. */
export class PaykitError extends Error {
  override readonly name = 'PaykitError';
  readonly kind: PaykitErrorKind;
  /** Whether the request may have taken effect: see {@link PaykitErrorOutcome}. */
  readonly outcome: PaykitErrorOutcome;
  readonly type?: string;
  readonly title?: string;
  readonly status?: number;
  readonly code?: PaykitErrorCode;
  readonly detail?: string;
  readonly correlationId?: string;
  readonly retryable?: boolean;
  readonly errors: readonly ProblemFieldError[];
  readonly transferId?: string;
  readonly statusReason?: ProblemStatusReason;
  readonly blockingResources: readonly ProblemBlockingResource[];
  readonly capabilities: readonly string[];
  readonly reviewAnswer?: unknown;
  readonly idempotencyKey?: string;
  readonly retryAfterMs?: number;

  constructor(init: PaykitErrorInit) {
    super(init.message ?? defaultMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.outcome = outcomeOf(init);
    this.type = init.type;
    this.title = init.title;
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.correlationId = init.correlationId;
    this.retryable = init.retryable;
    this.errors = init.errors ?? [];
    this.transferId = init.transferId;
    this.statusReason = init.statusReason;
    this.blockingResources = init.blockingResources ?? [];
    this.capabilities = init.capabilities ?? [];
    this.reviewAnswer = init.reviewAnswer;
    this.idempotencyKey = init.idempotencyKey;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** True when `error` is a {@link PaykitError}. */
export function isPaykitError(error: unknown): error is PaykitError {
  return error instanceof PaykitError;
}

/**
 * True when `error` is a {@link PaykitError} whose request the API refused without acting
 * (`outcome: 'refused'`): the intent is over, and its next send takes a new idempotency key. Any
 * other failure leaves the intent open under its key.
 */
export function isRefusal(error: unknown): error is PaykitError {
  return isPaykitError(error) && error.outcome === 'refused';
}

/** True when `error` is a {@link PaykitError} with the given `code`. */
export function hasErrorCode(error: unknown, code: PaykitErrorCode): error is PaykitError {
  return isPaykitError(error) && error.code === code;
}

/**
 * The field errors of a problem keyed by JSON Pointer (the first message per pointer), ready to
 * show next to each field. Empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isPaykitError(error)) return result;
  for (const fieldError of error.errors) {
    if (!(fieldError.pointer in result)) result[fieldError.pointer] = fieldError.message;
  }
  return result;
}
