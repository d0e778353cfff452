import { useEffect, useState } from 'react';

/** Where a retry stands: no wait was asked, still waiting (whole seconds left), or allowed now. */
export type RetryCountdown =
  { readonly status: 'none' } | { readonly status: 'waiting'; readonly secondsLeft: number } | { readonly status: 'ready' };

interface CountdownState {
  readonly waitMs: number | undefined;
  readonly restartKey: unknown;
  readonly countdown: RetryCountdown;
}

const TICK_MS = 250;

const secondsOf = (ms: number) => Math.ceil(ms / 1000);

function countdownOf(waitMs: number | undefined): RetryCountdown {
  return waitMs === undefined || waitMs <= 0 ? { status: 'none' } : { status: 'waiting', secondsLeft: secondsOf(waitMs) };
}

function sameCountdown(a: RetryCountdown, b: RetryCountdown): boolean {
  if (a.status === 'waiting' && b.status === 'waiting') return a.secondsLeft === b.secondsLeft;
  return a.status === b.status;
}

/**
 * Counts down `waitMs` (none when it is absent or not positive) from when it is first seen, and
 * again whenever `waitMs` or `restartKey` changes, updating once a second. Reads the wall clock
 * on each tick, so a throttled background tab still ends on time.
 */
export function useRetryCountdown(waitMs: number | undefined, restartKey: unknown): RetryCountdown {
  const [state, setState] = useState<CountdownState>(() => ({ waitMs, restartKey, countdown: countdownOf(waitMs) }));
  const isStale = state.waitMs !== waitMs || state.restartKey !== restartKey;
  // A new error restarts the countdown right in this render (React's "adjust state on prop change").
  if (isStale) setState({ waitMs, restartKey, countdown: countdownOf(waitMs) });

  useEffect(() => {
    if (waitMs === undefined || waitMs <= 0) return;
    const until = Date.now() + waitMs;
    // Ticks four times a second to end on time, but renders only when the shown second changes.
    const tick = (countdown: RetryCountdown) =>
      setState((current) => (sameCountdown(current.countdown, countdown) ? current : { ...current, countdown }));
    const timer = setInterval(() => {
      const left = until - Date.now();
      if (left > 0) {
        tick({ status: 'waiting', secondsLeft: secondsOf(left) });
        return;
      }
      clearInterval(timer);
      tick({ status: 'ready' });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [waitMs, restartKey]);

  return isStale ? countdownOf(waitMs) : state.countdown;
}
