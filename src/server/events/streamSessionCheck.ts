/**
 * The periodic session check of one open event stream: the relay asks whether the stream's session
 * still holds its customer, and drops the stream when it does not, so the browser reopens it with
 * the cookies it holds now and the proxy authenticates that reopening like any request. One check
 * runs at a time; a store that is slow or failing is tolerated a little before the stream drops.
 */

/** Unknown answers in a row (a check that threw, or was still running when the next was due) that drop the stream. */
export const MAX_UNKNOWN_SESSION_CHECKS = 3;

/** Options of {@link startSessionCheck}. */
export interface SessionCheckOptions {
  /** The merchant's answer: true while the session still holds the stream's customer. */
  isSessionCurrent: () => boolean | Promise<boolean>;
  /** Milliseconds between checks, and the time a check has to answer before it counts as unknown. */
  everyMs: number;
  /** Told once that the stream should drop: the session is not current, or could not be checked. */
  onStale: () => void;
}

/**
 * Asks `isSessionCurrent` every `everyMs`. An answer other than `true` makes the stream stale at
 * once. A check that throws, or has not answered when the next is due (no second one starts beside
 * it), is unknown; {@link MAX_UNKNOWN_SESSION_CHECKS} unknowns in a row make it stale too (a hung
 * session store must not keep a stream open for ever), and a `true` answer, even a late one, starts
 * the count over. Returns the function that stops the checks.
 */
export function startSessionCheck(options: SessionCheckOptions): () => void {
  let running: { isCounted: boolean } | undefined;
  let unknowns = 0;
  let isStopped = false;

  const stale = () => {
    if (isStopped) return;
    isStopped = true;
    clearInterval(timer);
    options.onStale();
  };
  const countUnknown = () => {
    unknowns += 1;
    if (unknowns >= MAX_UNKNOWN_SESSION_CHECKS) stale();
  };

  const check = async () => {
    if (running) {
      // Still running when the next is due: timed out. Each interval it overstays counts as unknown.
      running.isCounted = true;
      countUnknown();
      return;
    }
    const current = { isCounted: false };
    running = current;
    let answer: unknown;
    let hasThrown = false;
    try {
      answer = await options.isSessionCurrent();
    } catch {
      hasThrown = true;
    }
    running = undefined;
    if (isStopped) return;
    if (hasThrown) {
      if (!current.isCounted) countUnknown();
    } else if (answer === true) {
      unknowns = 0;
    } else {
      stale();
    }
  };

  const timer = setInterval(() => void check(), options.everyMs);
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
