/**
 * The periodic session check of one open event stream: the relay asks whether the stream's session
 * still holds its customer, and ends the stream when it does not. One check runs at a time.
 */

/** What a check decides: keep the stream, end it for good (`session_ended`), or drop it so the browser reconnects. */
export type SessionCheckVerdict = 'current' | 'ended' | 'unknown';

/** Options of {@link startSessionCheck}. */
export interface SessionCheckOptions {
  /** The merchant's answer: true while the session still holds the stream's customer. */
  isSessionCurrent: () => boolean | Promise<boolean>;
  /** Milliseconds between checks. */
  everyMs: number;
  /** Told each verdict but `current`. */
  onVerdict: (verdict: Exclude<SessionCheckVerdict, 'current'>) => void;
}

/**
 * Asks `isSessionCurrent` every `everyMs` and reports `ended` for an answer other than `true`, and
 * `unknown` for a check that throws or is still running when the next one is due (a hung session
 * store must not keep a stream open for ever). Returns the function that stops the checks.
 */
export function startSessionCheck(options: SessionCheckOptions): () => void {
  let isChecking = false;
  let isStopped = false;

  const check = async () => {
    if (isChecking) {
      options.onVerdict('unknown');
      return;
    }
    isChecking = true;
    let isCurrent: unknown;
    try {
      isCurrent = await options.isSessionCurrent();
    } catch {
      isChecking = false;
      if (!isStopped) options.onVerdict('unknown');
      return;
    }
    isChecking = false;
    if (!isStopped && isCurrent !== true) options.onVerdict('ended');
  };

  const timer = setInterval(() => void check(), options.everyMs);
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
