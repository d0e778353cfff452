import type { Clock } from '../platform/clock.js';
import type { FakePlatform } from '../platform/createFakePlatform.js';

/** How long (real time) the platform's clock may stand still before a wait for it gives up. */
const STILL_CLOCK_LIMIT_MS = 5_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Lets the platform's clock reach `epochMs`, the moment a state a scenario needs falls due. A
 * clock that can be advanced (manual, shifted) is moved there at once, so stories and tests stay
 * instant; any other clock (the system clock) is waited on until it reads that moment. The wait
 * asks the clock, never trusts a timer: a timer can fire before the clock has moved that far (a
 * millisecond early on a busy event loop, or more on a coarse clock).
 */
export async function passTimeUntil(platform: FakePlatform, epochMs: number): Promise<void> {
  const clock: Clock & { advance?: (ms: number) => void } = platform.core.clock;
  let now = clock.now();
  if (now < epochMs && typeof clock.advance === 'function') {
    clock.advance(epochMs - now);
    now = clock.now();
  }
  let movedAt = performance.now();
  while (now < epochMs) {
    await sleep(epochMs - now);
    const later = clock.now();
    if (later !== now) movedAt = performance.now();
    else if (performance.now() - movedAt > STILL_CLOCK_LIMIT_MS) {
      throw new Error(
        `The platform's clock stood still at ${new Date(now).toISOString()}; scenarios need a clock that moves or one with advance().`,
      );
    }
    now = later;
  }
}
