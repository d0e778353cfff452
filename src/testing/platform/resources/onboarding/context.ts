import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';

/**
 * What onboarding work needs outside a request as well as inside one: a hosted page or a tick
 * moves tasks too, so the logic takes this rather than a whole `RequestContext`.
 */
export interface OnboardingContext {
  readonly platform: PlatformCore;
  readonly partition: Partition;
  /** Epoch milliseconds of the change. */
  readonly now: number;
  /** `now` as RFC 3339 with milliseconds. */
  readonly nowIso: string;
}

/** An onboarding context for `partition` at the platform's current time. */
export function contextAtNow(platform: PlatformCore, partition: Partition): OnboardingContext {
  const now = platform.clock.now();
  return { platform, partition, now, nowIso: new Date(now).toISOString() };
}
