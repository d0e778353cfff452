import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { usedExternalIdsOf, type CustomerRecord } from '../store.js';

/**
 * 409 duplicate_external_id unless `externalId` is free for `customerId`. An archived customer
 * keeps holding its externalId; only clearing or changing it by PATCH releases it.
 */
export function assertExternalIdFree(partition: Partition, externalId: string, customerId?: string): void {
  const holder = usedExternalIdsOf(partition).get(externalId);
  if (holder !== undefined && holder !== customerId) {
    throw new ApiProblem({
      status: 409,
      code: 'duplicate_external_id',
      detail: `The externalId ${JSON.stringify(externalId)} is already used by another customer in this environment.`,
    });
  }
}

/** Gives `customer` the externalId `next` (or none), releasing the one it held. */
export function assignExternalId(partition: Partition, customer: CustomerRecord, next: string | null): void {
  const used = usedExternalIdsOf(partition);
  const previous = customer.externalId;
  if (typeof previous === 'string' && used.get(previous) === customer.id) used.delete(previous);
  if (next !== null) used.set(next, customer.id);
  customer.externalId = next;
}
