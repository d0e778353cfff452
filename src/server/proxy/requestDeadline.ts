/**
 * One deadline per browser request: every upstream call made for the request (ownership reads
 * and the main call) spends from one budget, so a slow read leaves less for the call after it
 * instead of each getting a full timeout. The budget is the proxy's ceiling (`timeoutMs`), or less
 * when the kit's client says it will give up sooner (`Paykit-Timeout-Ms`): then the proxy stops a
 * margin before the client does, so the client reads the 504 rather than its own timeout.
 */
import { REQUEST_TIMEOUT_HEADER } from '../../core/routes/index.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/** The most the proxy keeps between its answer and the client's deadline: time for the 504 to travel. */
export const DEADLINE_MARGIN_MS = 1_000;

/** The time budget of one browser request, shared by every upstream call made for it. */
export interface RequestDeadline {
  /** Milliseconds the request may spend, counted from its arrival. */
  readonly budgetMs: number;
  /** When the budget is spent, on the proxy's clock (`now`). */
  readonly atMs: number;
}

/**
 * The budget a {@link REQUEST_TIMEOUT_HEADER} value states: a positive integer of milliseconds in
 * 1 to 9 digits. Anything else (absent, empty, signed, decimal, exponent, zero-padded, too long) is
 * `undefined`, so the proxy keeps its own ceiling.
 */
export function parseRequestTimeout(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The budget `request` states: the client's (less a margin of a tenth, at most
 * {@link DEADLINE_MARGIN_MS}), never more than `ceilingMs`. An absent or malformed header leaves
 * the ceiling.
 */
export function requestBudgetMs(request: Request, ceilingMs: number): number {
  const stated = parseRequestTimeout(request.headers.get(REQUEST_TIMEOUT_HEADER));
  if (stated === undefined) return ceilingMs;
  return Math.min(ceilingMs, stated - Math.min(DEADLINE_MARGIN_MS, Math.floor(stated / 10)));
}

/** The deadline of `request`, arrived now: see {@link requestBudgetMs}. */
export function requestDeadline(request: Request, config: Pick<ProxyConfig, 'timeoutMs' | 'now'>): RequestDeadline {
  const budgetMs = requestBudgetMs(request, config.timeoutMs);
  return { budgetMs, atMs: config.now() + budgetMs };
}
