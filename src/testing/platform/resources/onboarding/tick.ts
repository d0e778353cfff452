import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { recomputeCapability } from './capabilities/recomputeCapability.js';
import { contextAtNow } from './context.js';
import { settleDueVerifications } from './sessions/sessionActions.js';
import { capabilitiesOf } from './store.js';

/**
 * Onboarding work that falls due with time, run before each request: capabilities requested
 * since the last request settle from their tasks (emitting `capability.status_changed`), and
 * verifications whose automated check is due complete.
 */
export function onboardingTick(platform: PlatformCore, partition: Partition): void {
  const ctx = contextAtNow(platform, partition);
  for (const capability of capabilitiesOf(partition).filter((candidate) => candidate._evaluationDue === true)) {
    delete capability._evaluationDue;
    recomputeCapability(ctx, capability);
  }
  settleDueVerifications(ctx);
}
