/** The longest `Retry-After` the parser reports, in milliseconds (one hour). */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Options of {@link parseRetryAfter}. */
export interface ParseRetryAfterOptions {
  /** The current time in epoch milliseconds, against which an HTTP date is measured. @default Date.now() */
  readonly now?: number;
  /** The largest value returned; a longer wait is capped to it. @default MAX_RETRY_AFTER_MS */
  readonly maxMs?: number;
}

/**
 * Parses a `Retry-After` header value, either delta-seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`), into milliseconds to wait from `now`, capped at `maxMs`.
 * A date in the past gives 0; a missing or unreadable value gives `undefined`.
 */
export function parseRetryAfter(value: string | null | undefined, options: ParseRetryAfterOptions = {}): number | undefined {
  if (value === null || value === undefined) return undefined;
  const { now = Date.now(), maxMs = MAX_RETRY_AFTER_MS } = options;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;

  let waitMs: number;
  if (/^\d+$/.test(trimmed)) {
    waitMs = Number(trimmed) * 1000;
  } else {
    // An HTTP date always names its month; requiring letters keeps `Date.parse` from reading
    // loose numeric forms such as `-1` or `1.5` as dates.
    if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    waitMs = Math.max(0, at - now);
  }
  return Math.min(waitMs, Math.max(0, maxMs));
}
