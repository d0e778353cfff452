import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { evaluateDueRequests } from './capabilities/evaluateRequest.js';
import { contextAtNow } from './context.js';
import { settleDueVerifications } from './sessions/sessionActions.js';

/**
 * Onboarding work that falls due with time, run before each request: capabilities requested
 * since the last request settle from their tasks (emitting `capability.status_changed`), and
 * verifications whose automated check is due complete.
 */
export function onboardingTick(platform: PlatformCore, partition: Partition): void {
  evaluateDueRequests(platform, partition);
  settleDueVerifications(contextAtNow(platform, partition));
}
