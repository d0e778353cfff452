import type { Partition } from '../../../Partition.js';
import { accountsOfCustomer } from '../../money/store.js';
import { IN_FLIGHT_STATES, transfersOfCustomer } from '../../transfers/store.js';

/** A resource that keeps a customer from being archived, and what clears it. */
export interface BlockingResource {
  type: 'account' | 'transfer';
  id: string;
  requiredAction: 'archive_account' | 'wait_for_transfer';
}

/**
 * What blocks archiving the customer: its accounts that are not archived and its transfers still
 * in flight, sorted by type then id.
 */
export function blockingResourcesOf(partition: Partition, customerId: string): BlockingResource[] {
  const accounts = accountsOfCustomer(partition, customerId)
    .filter((account) => account.status !== 'archived')
    .map((account): BlockingResource => ({ type: 'account', id: account.id, requiredAction: 'archive_account' }));
  const transfers = transfersOfCustomer(partition, customerId)
    .filter((transfer) => IN_FLIGHT_STATES.includes(transfer.state))
    .map((transfer): BlockingResource => ({ type: 'transfer', id: transfer.id, requiredAction: 'wait_for_transfer' }));
  return [...accounts, ...transfers].sort((a, b) => a.type.localeCompare(b.type) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
