import { createShiftedClock, type ShiftedClock } from 'paykit/testing';

/**
 * A clock for stories: it runs with the browser's clock (so expiry times the platform writes mean
 * the same thing to the kit in the page), shifted by an offset that `advance` and `set` move.
 * Scenarios that wait for provisioning advance it instead of sleeping.
 */
export type StoryClock = ShiftedClock;

/**
 * Creates a {@link StoryClock}.
 *
 * @param offsetMs Where the platform's time starts relative to the browser's. @default 0
 */
export const createStoryClock: (offsetMs?: number) => StoryClock = createShiftedClock;
