import { MAX_TIMER_MS } from '../maxTimerMs.js';

/**
 * The time a checkout observer reads and the timers it sets (quote countdown, Retry-After,
 * replays). Inject a manual one in tests; the default is the machine's.
 */
export interface CheckoutClock {
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Runs `callback` once after `ms` milliseconds; returns a handle for {@link CheckoutClock.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a timer set by {@link CheckoutClock.setTimeout} (a handle already run or cleared is ignored). */
  clearTimeout(handle: unknown): void;
}

/** The machine's clock: `Date.now` and the global timers (read when called, so fake timers apply). */
export const systemCheckoutClock: CheckoutClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, Math.min(Math.max(0, ms), MAX_TIMER_MS)),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
