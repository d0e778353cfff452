/**
 * The checks of the server parts' numeric options, shared so each factory refuses the same values
 * with the same words: a count is a positive safe integer, a timer a positive integer of
 * milliseconds a timer can honour ({@link MAX_TIMER_MS}).
 */
import { MAX_TIMER_MS } from '../core/maxTimerMs.js';

/** Readers of one factory's numeric options; each throws at configuration, naming the option. */
export interface NumberOptionReaders {
  /**
   * `value` when it is a positive safe integer, `fallback` when it is undefined.
   * @throws TypeError when it is not a number; RangeError when it is a number out of range.
   */
  positiveInteger(value: unknown, fallback: number, name: string): number;
  /**
   * A timer's delay in milliseconds: a positive integer up to {@link MAX_TIMER_MS}, `fallback`
   * when undefined. A longer delay is refused rather than left to fire every millisecond.
   * @throws TypeError when it is not a number; RangeError when it is a number out of range.
   */
  timerMs(value: unknown, fallback: number, name: string): number;
}

/**
 * The readers for the factory `owner` (e.g. `'createPaykitProxy'`), whose name starts each error.
 *
 * @example
 * const { positiveInteger, timerMs } = numberOptions('createEventRelay');
 * const heartbeatMs = timerMs(options.heartbeatMs, 15_000, 'heartbeatMs');
 */
export function numberOptions(owner: string): NumberOptionReaders {
  const positiveInteger = (value: unknown, fallback: number, name: string): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number') throw new TypeError(`${owner}: ${name} must be a number.`);
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${owner}: ${name} must be a positive integer.`);
    return value;
  };
  return {
    positiveInteger,
    timerMs(value, fallback, name) {
      const ms = positiveInteger(value, fallback, name);
      if (ms > MAX_TIMER_MS) {
        throw new RangeError(
          `${owner}: ${name} must be at most ${MAX_TIMER_MS} ms (about 24.8 days), the longest delay a timer honours; a longer one would fire every millisecond.`,
        );
      }
      return ms;
    },
  };
}
