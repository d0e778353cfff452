/**
 * One deadline per browser request: the session lookup, every read of the browser's body and every
 * upstream call made for the request (ownership reads and the main call) spend from one budget,
 * so a slow step leaves less for the next instead of each getting a full timeout, and nothing the
 * request waits on can outlast it. The budget is the proxy's ceiling (`timeoutMs`), or less when
 * the kit's client says it will give up sooner (`Paykit-Timeout-Ms`): then the proxy stops a margin
 * before the client does, so the client reads the proxy's answer rather than its own timeout.
 */
import { REQUEST_TIMEOUT_HEADER } from '../../core/routes/index.js';
import { clientClosedRequest, type ProxyProblem } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/** The most the proxy keeps between its answer and the client's deadline: time for the 504 to travel. */
export const DEADLINE_MARGIN_MS = 1_000;

/** The time budget of one browser request, shared by everything the request waits on. */
export interface RequestDeadline {
  /** Milliseconds the request may spend, counted from its arrival. */
  readonly budgetMs: number;
  /**
   * Aborts once the request is over for the proxy, its budget spent or its browser gone: whatever
   * the request still waits on gives up ({@link RequestDeadline.hasPassed} tells which).
   */
  readonly signal: AbortSignal;
  /** True once the budget is spent; false while it runs, and when the browser left first. */
  hasPassed(): boolean;
}

/** A running deadline, owned by the request's handler. */
export interface RunningDeadline extends RequestDeadline {
  /** Clears the deadline's timer and its watch on the browser; call it once the response is settled, however it ended. */
  clear(): void;
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

/**
 * Starts the deadline of `request`, arrived now: see {@link requestBudgetMs}. Its one signal also
 * aborts when the browser goes away, so every upstream call of the request takes it as it is: a
 * signal (and two listeners) more per call cost about a tenth of the proxy's CPU on a JSON POST.
 */
export function startRequestDeadline(request: Request, config: Pick<ProxyConfig, 'timeoutMs'>): RunningDeadline {
  const budgetMs = requestBudgetMs(request, config.timeoutMs);
  const ended = new AbortController();
  let hasPassed = false;
  const timer = setTimeout(() => {
    if (ended.signal.aborted) return;
    hasPassed = true;
    ended.abort();
  }, budgetMs);
  const browser = request.signal;
  const onBrowserGone = () => ended.abort(browser.reason);
  if (browser.aborted) onBrowserGone();
  else browser.addEventListener('abort', onBrowserGone, { once: true });
  return {
    budgetMs,
    signal: ended.signal,
    hasPassed: () => hasPassed,
    clear: () => {
      clearTimeout(timer);
      browser.removeEventListener('abort', onBrowserGone);
    },
  };
}

/** The problem of a request `deadline` ended: `late`'s once its budget is spent, 499 when its browser left first. */
export function endedProblem(deadline: RequestDeadline, late: () => ProxyProblem): ProxyProblem {
  return deadline.hasPassed() ? late() : clientClosedRequest();
}

/**
 * What `work` gives, unless the request ends first: then the problem `late` makes is thrown once
 * the deadline passed, 499 when the browser left (the work is left to settle unseen). The
 * deadline's listener is removed either way.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: RequestDeadline, late: () => ProxyProblem): Promise<T> {
  const { signal } = deadline;
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(endedProblem(deadline, late));
  }
  return new Promise<T>((resolve, reject) => {
    const onPassed = () => reject(endedProblem(deadline, late));
    signal.addEventListener('abort', onPassed, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onPassed));
  });
}
