/**
 * A checkout clock that moves only when a test advances it, running the timers that fall due in
 * order and letting the promises they start settle in between.
 */
import type { CheckoutClock } from '../checkoutClock.js';
import { QUOTED_AT } from './checkoutFixtures.js';

/** A {@link CheckoutClock} a test drives. */
export interface ManualCheckoutClock extends CheckoutClock {
  /** Moves time on by `ms`, running each timer due on the way at its own time. */
  advance(ms: number): Promise<void>;
  /** Timers set and not yet run or cleared. */
  pendingTimers(): number;
}

/**
 * Lets every promise already settled run its callbacks (a few rounds of the task queue).
 * `setImmediate` where Node has it: `setTimeout(0)` waits a millisecond, and a countdown runs hundreds of rounds.
 */
export async function settle(): Promise<void> {
  const nextTask = typeof setImmediate === 'function' ? setImmediate : (run: () => void) => setTimeout(run, 0);
  for (let round = 0; round < 5; round += 1) await new Promise<void>((resolve) => nextTask(() => resolve()));
}

/** A manual clock starting at `start` (epoch ms). */
export function createManualCheckoutClock(start = QUOTED_AT): ManualCheckoutClock {
  let current = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => current,
    setTimeout(run, ms) {
      nextId += 1;
      timers.set(nextId, { at: current + Math.max(0, ms), run });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const target = current + ms;
      await settle();
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        current = Math.max(current, due[1].at);
        due[1].run();
        await settle();
      }
      current = target;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
}
