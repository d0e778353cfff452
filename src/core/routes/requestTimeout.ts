/**
 * The request deadline the kit's client and proxy share. The client sends, on each attempt, the
 * milliseconds it will still wait for that attempt's answer; the proxy spends at most that (less a
 * margin, up to its own ceiling) on every upstream call of the request together, so its 504
 * `upstream_timeout` reaches the client before the client gives up.
 */

/** The header that carries the attempt's remaining budget: whole milliseconds, 1 to 9 digits. */
export const REQUEST_TIMEOUT_HEADER = 'Paykit-Timeout-Ms';

/** Largest budget the header may state (about 11 days); the client never sends more. */
export const MAX_REQUEST_TIMEOUT_MS = 999_999_999;
