/**
 * When the client tries a failed request again, as a pure decision. Retries are decided on the
 * error's `kind`, `code` and `retryable`, never on the status alone, and always reuse the intent's
 * idempotency key, so retrying an effectful request cannot apply it twice.
 */
import type { PaykitError, PaykitErrorCode } from './PaykitError.js';

/** How the client retries. */
export interface RetryPolicy {
  /** Attempts in all, the first included. @default 4 */
  readonly maxAttempts: number;
  /** Backoff ceiling of the first retry; doubles on each further one. @default 300 */
  readonly baseDelayMs: number;
  /** Largest backoff ceiling. @default 5000 */
  readonly maxDelayMs: number;
  /**
   * Longest wait a `Retry-After` can impose; a longer one is capped to it, except on a 429: a rate
   * limit that asks for longer is not retried at all (a retry before then would be refused again),
   * and the error keeps its `retryAfterMs` for the screen. @default 10000
   */
  readonly maxRetryAfterMs: number;
  /** Time from the first attempt after which no retry starts. @default 30000 */
  readonly deadlineMs: number;
  /** Source of jitter in [0, 1). @default Math.random */
  readonly random: () => number;
}

/** The policy used when a client is given none. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  maxRetryAfterMs: 10_000,
  deadlineMs: 30_000,
  random: Math.random,
};

/** The outcome of {@link decideRetry}. */
export type RetryDecision = { readonly retry: false } | { readonly retry: true; readonly delayMs: number };

/** Codes no retry can fix: the request itself, its key or its revision is wrong. */
const NEVER_RETRIED: ReadonlySet<PaykitErrorCode> = new Set<PaykitErrorCode>([
  'validation_error',
  'invalid_field_for_type',
  'idempotency_conflict',
  'task_revision_conflict',
  'unauthorized',
  'forbidden',
]);

/**
 * True when trying `error`'s request again unchanged may succeed: network errors, timeouts,
 * 429, 5xx (unless the API says `retryable: false`) and `idempotency_request_in_progress`.
 * Never validation errors, `idempotency_conflict`, 401, 403, revision conflicts or any other 4xx.
 */
export function isTransientError(error: PaykitError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.code !== undefined && NEVER_RETRIED.has(error.code)) return false;
  if (error.retryable === false) return false;
  if (error.code === 'idempotency_request_in_progress') return true;
  const { status } = error;
  if (status === undefined) return false;
  return status === 429 || (status >= 500 && status <= 599);
}

/** Full-jitter exponential backoff for the retry after attempt `attempt` (1-based). */
function backoffMs(attempt: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(policy.random() * ceiling);
}

/** Shortest wait before retrying a 429 that gave no `Retry-After`: the unit it is counted in. */
const RATE_LIMITED_FLOOR_MS = 1000;

/**
 * Whether to try again after `error` ended attempt number `attempt` (1 for the first), and after
 * what delay: the `Retry-After` the API asked for (capped at `maxRetryAfterMs`), else exponential
 * backoff with full jitter. No retry past `maxAttempts`, nor one whose delay would end after
 * `deadlineMs` counted from the first attempt (`elapsedMs` is the time spent so far).
 * A 429 (rate limited) is retried once per call (`rateLimitedRetries` counts those already made),
 * never sooner than its `Retry-After` (at least a second without one), and not at all when its
 * `Retry-After` is past `maxRetryAfterMs`: a burst of early retries would only spend the budget.
 */
export function decideRetry(
  error: PaykitError,
  attempt: number,
  policy: RetryPolicy,
  elapsedMs = 0,
  rateLimitedRetries = 0,
): RetryDecision {
  if (!isTransientError(error)) return { retry: false };
  if (attempt >= policy.maxAttempts) return { retry: false };
  const isRateLimited = error.status === 429;
  if (isRateLimited && rateLimitedRetries >= 1) return { retry: false };
  let delayMs: number;
  if (error.retryAfterMs === undefined) {
    delayMs = isRateLimited ? RATE_LIMITED_FLOOR_MS + backoffMs(attempt, policy) : backoffMs(attempt, policy);
  } else if (isRateLimited && error.retryAfterMs > policy.maxRetryAfterMs) {
    return { retry: false };
  } else {
    delayMs = Math.min(Math.max(0, error.retryAfterMs), policy.maxRetryAfterMs);
  }
  if (elapsedMs + delayMs > policy.deadlineMs) return { retry: false };
  return { retry: true, delayMs };
}
