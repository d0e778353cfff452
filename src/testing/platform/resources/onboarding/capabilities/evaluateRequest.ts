import { defineDueIndex } from '../../../DueIndex.js';
import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { contextAtNow } from '../context.js';
import { capabilitiesOf, type CapabilityRecord } from '../store.js';
import { recomputeCapability } from './recomputeCapability.js';

/** Settles a freshly requested capability from its tasks, once: it leaves `pending` for what its tasks say. */
export function evaluateRequest(platform: PlatformCore, partition: Partition, capability: CapabilityRecord): void {
  if (!capability._evaluationDue) return;
  delete capability._evaluationDue;
  recomputeCapability(contextAtNow(platform, partition), capability);
}

/** Fresh requests, due on the next tick. */
const requestsAwaitingEvaluation = defineDueIndex<CapabilityRecord>((capability) =>
  capability._evaluationDue === true ? Number.NEGATIVE_INFINITY : undefined,
);

/** Settles every capability of the partition still waiting for its first evaluation (and visits only those). */
export function evaluateDueRequests(platform: PlatformCore, partition: Partition): void {
  for (const capability of requestsAwaitingEvaluation(capabilitiesOf(partition)).takeDue(platform.clock.now()))
    evaluateRequest(platform, partition, capability);
}

/**
 * Evaluates a fresh request right after the response that created it, as the real service does
 * asynchronously, so `capability.status_changed` follows `capability.created` without waiting for
 * another request. The next request evaluates it first if it comes sooner.
 */
export function scheduleEvaluation(platform: PlatformCore, partition: Partition, capability: CapabilityRecord): void {
  const timer: unknown = setTimeout(() => evaluateRequest(platform, partition, capability), 0);
  (timer as { unref?: () => void }).unref?.();
}
