/** Where the fake platform reads the time; inject one to make tests deterministic. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told: `advance(ms)` or `set(epochMs)`. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

/**
 * A clock for tests and stories that stands still until advanced.
 *
 * @example
 * const clock = createManualClock('2026-05-01T12:00:00.000Z');
 * const platform = createFakePlatform({ clock });
 * clock.advance(60_000); // the quote expires
 */
export function createManualClock(start: string | number = '2026-05-01T12:00:00.000Z'): ManualClock {
  let current = typeof start === 'number' ? start : Date.parse(start);
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}

/** The machine's clock shifted by an offset that `advance` and `set` move. */
export interface ShiftedClock extends ManualClock {
  /** How far ahead of the machine's clock this one runs, in milliseconds. */
  readonly offsetMs: number;
}

/**
 * A clock that runs with the machine's time and can also jump ahead: scenarios let minutes pass
 * at once (`runScenario` advances it to the moment provisioning completes), while what the page
 * waits for still happens in real time.
 *
 * @example
 * const platform = createFakePlatform({ clock: createShiftedClock() });
 * await runScenario(platform, 'readyForPayments'); // provisioning passes at once
 */
export function createShiftedClock(offsetMs = 0): ShiftedClock {
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

/** An RFC 3339 timestamp with milliseconds, as every response shows it. */
export function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
