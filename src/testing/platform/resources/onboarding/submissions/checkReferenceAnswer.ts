import type { Partition } from '../../../Partition.js';
import type { Issues } from '../../../validation/Issues.js';
import { documentsOf, relatedPartiesOf } from '../../customers/store.js';
import { accountsOf } from '../../money/store.js';

const DESCRIPTIONS: Readonly<Record<string, string>> = { related_party: 'related party', account: 'account', document: 'document' };

/** True when `id` is a live resource of `valueType` belonging to the customer. */
function referencesLiveResource(partition: Partition, customerId: string, valueType: string, id: string): boolean {
  switch (valueType) {
    case 'related_party': {
      const party = relatedPartiesOf(partition).get(id);
      return party !== undefined && party.customerId === customerId && !party._archivedAt;
    }
    case 'account': {
      const account = accountsOf(partition).get(id);
      return account !== undefined && account.customerId === customerId && account.status !== 'archived';
    }
    case 'document': {
      const document = documentsOf(partition).get(id);
      return document !== undefined && document.customerId === customerId && !document._deletedAt;
    }
    default:
      return false;
  }
}

/**
 * Checks a `resource_reference` answer: the id of a live resource of the requirement's
 * `valueType` (`related_party`, `account` or `document`) that belongs to this customer.
 */
export function checkReferenceAnswer(
  issues: Issues,
  env: { partition: Partition; customerId: string },
  pointer: string,
  value: unknown,
  valueType: string,
): void {
  if (typeof value !== 'string' || value.length === 0) {
    issues.add(pointer, 'invalid_type', 'must be the id of a resource');
    return;
  }
  if (!referencesLiveResource(env.partition, env.customerId, valueType, value)) {
    issues.add(pointer, 'resource_not_found', `is not an active ${DESCRIPTIONS[valueType] ?? valueType} of this customer`);
  }
}
