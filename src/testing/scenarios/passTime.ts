import type { FakePlatform } from '../platform/createFakePlatform.js';

/**
 * Lets `ms` pass on the platform's clock: a manual clock is advanced (stories and tests stay
 * instant), the system clock is waited on.
 */
export async function passTime(platform: FakePlatform, ms: number): Promise<void> {
  if (ms <= 0) return;
  const clock = platform.core.clock as { advance?: (ms: number) => void };
  if (typeof clock.advance === 'function') clock.advance(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}
