import type { ManualClock } from '../../src/testing/index.js';

/**
 * A clock for stories: it runs with the browser's clock (so expiry times the platform writes mean
 * the same thing to the kit in the page), shifted by an offset that `advance` and `set` move.
 * Scenarios that wait for provisioning advance it instead of sleeping.
 */
export interface StoryClock extends ManualClock {
  /** How far the platform's time is ahead of the browser's, in milliseconds (negative: behind). */
  readonly offsetMs: number;
}

/**
 * Creates a {@link StoryClock}.
 *
 * @param offsetMs Where the platform's time starts relative to the browser's. @default 0
 */
export function createStoryClock(offsetMs = 0): StoryClock {
  let offset = offsetMs;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    set: (epochMs) => {
      offset = epochMs - Date.now();
    },
    get offsetMs() {
      return offset;
    },
  };
}
