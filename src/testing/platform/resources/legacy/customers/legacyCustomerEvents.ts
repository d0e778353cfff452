import { railOfCapabilityId } from '../../../../../core/legacy/rails.js';
import { usesLegacyInterface } from '../../../http/legacyNotices.js';
import type { Partition, PlatformEvent } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { customersOf } from '../../customers/store.js';
import { findCapability } from '../../onboarding/store.js';
import { observeTaskChanges } from '../../onboarding/tasks/taskObservers.js';
import { presentLegacyCustomer } from './presentLegacyCustomer.js';
import { requiredDocumentsOf } from './railRequirements.js';
import { railStatusOf } from './railStatuses.js';
import { initialVerificationStatus, isIdentityTask, verificationOf } from './verificationStatus.js';

/** What was last announced to the v1 delivery URL, so each change is announced once. */
interface Announced {
  /** Rail status by `customerId:rail`. */
  railStatuses: Map<string, string>;
  /** Verification status by customer id. */
  verificationStatuses: Map<string, string>;
}

const announcedOf = new WeakMap<Partition, Announced>();

function announced(partition: Partition): Announced {
  let state = announcedOf.get(partition);
  if (!state) {
    state = { railStatuses: new Map(), verificationStatuses: new Map() };
    announcedOf.set(partition, state);
  }
  return state;
}

/** customer.created / customer.updated with the v1 view, beside the v3 event of the same name. */
function announceCustomer(platform: PlatformCore, partition: Partition, event: PlatformEvent): void {
  const customer = customersOf(partition).get(String(event.data.id));
  if (customer && usesLegacyInterface(partition)) platform.emit(partition, event.type, presentLegacyCustomer(partition, customer), 'v1');
}

/**
 * customer.rail.status_changed when a rail-mapped capability's v1 status moves (a request counts:
 * not listed → requested), and customer.rail.documents_requested when it becomes restricted with
 * documents to upload (the rail status stays `requested`).
 */
function announceRail(platform: PlatformCore, partition: Partition, event: PlatformEvent): void {
  const customerId = String(event.data.customerId);
  const capabilityId = String(event.data.id);
  const rail = railOfCapabilityId(capabilityId);
  const capability = findCapability(partition, customerId, capabilityId);
  if (!rail || !capability) return;
  const statuses = announced(partition).railStatuses;
  const key = `${customerId}:${rail}`;
  const railStatus = railStatusOf(capability);
  const changed = statuses.get(key) !== railStatus;
  statuses.set(key, railStatus);
  if (!usesLegacyInterface(partition)) return;
  if (changed) platform.emit(partition, 'customer.rail.status_changed', { customerId, rail, railStatus }, 'v1');
  const requiredDocuments =
    event.type === 'capability.status_changed' && capability.status === 'restricted' ? requiredDocumentsOf(partition, capability) : [];
  if (requiredDocuments.length > 0) {
    const reason = capability.statusReason?.message ?? null;
    platform.emit(partition, 'customer.rail.documents_requested', { customerId, rail, requiredDocuments, reason }, 'v1');
  }
}

/** customer.verification_changed when the customer's v1 verification status moves. */
function announceVerification(platform: PlatformCore, partition: Partition, customerId: string): void {
  const customer = customersOf(partition).get(customerId);
  if (!customer) return;
  const statuses = announced(partition).verificationStatuses;
  const previousStatus = statuses.get(customerId) ?? initialVerificationStatus(customer.type);
  const { status, reason } = verificationOf(partition, customer);
  if (status === previousStatus) return;
  statuses.set(customerId, status);
  if (!usesLegacyInterface(partition)) return;
  platform.emit(
    partition,
    'customer.verification_changed',
    { customerId, customerType: customer.type, verificationStatus: status, previousStatus, reason },
    'v1',
  );
}

/**
 * Sends the legacy customer events to the v1 delivery URL, additively: each is translated from the
 * v3 event (or task change) that made it, so a change made through v3 is announced to v1 as well.
 * Statuses are tracked for every partition, but events are produced only for partitions that use
 * the legacy interface (see `usesLegacyInterface`). Legacy events are never translated again.
 */
export function subscribeLegacyCustomerEvents(platform: PlatformCore): void {
  platform.onEvent((partition, event) => {
    if (event.audience !== 'v3') return;
    if (event.type === 'customer.created' || event.type === 'customer.updated') announceCustomer(platform, partition, event);
    else if (event.type === 'capability.created' || event.type === 'capability.status_changed') announceRail(platform, partition, event);
  });
  observeTaskChanges(platform, (ctx, task) => {
    if (isIdentityTask(task)) announceVerification(platform, ctx.partition, task.customerId);
  });
}
