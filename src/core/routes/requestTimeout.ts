/**
 * The request deadline the kit's client and proxy share. The client sends, on each attempt, the
 * milliseconds it will still wait for that attempt's answer; the proxy spends at most that (less a
 * margin, up to its own ceiling) on every upstream call of the request together, so its 504
 * `upstream_timeout` reaches the client before the client gives up.
 */

/** The header that carries the attempt's remaining budget, in whole milliseconds. */
export const REQUEST_TIMEOUT_HEADER = 'Paykit-Timeout-Ms';

/** Largest budget the header may state (about 11 days): longer digit strings are refused. */
export const MAX_REQUEST_TIMEOUT_MS = 999_999_999;

/**
 * The budget a {@link REQUEST_TIMEOUT_HEADER} value states: a positive integer of milliseconds
 * written in 1 to 9 digits. Anything else (absent, empty, signed, decimal, exponent, padded with
 * zeros, too long) is `undefined`, so the reader falls back to its own ceiling.
 */
export function parseRequestTimeout(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}
