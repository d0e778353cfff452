import type { Partition } from '../../../Partition.js';
import { isOpenTask, tasksOfCustomer } from '../../onboarding/store.js';
import type { AccountRecord } from '../store.js';

/**
 * An account as reads, creates and events show it: `openTaskIds` lists the open tasks (action
 * required or in review) scoped to the account or naming it as their subject, read among the
 * tasks of the account's customer.
 */
export function presentAccount(partition: Partition, account: AccountRecord): AccountRecord {
  const openTaskIds = tasksOfCustomer(partition, account.customerId)
    .filter((task) => isOpenTask(task) && (isAccountRef(task.scope, account.id) || isAccountRef(task.subject, account.id)))
    .map((task) => task.id);
  return { ...account, openTaskIds };
}

function isAccountRef(ref: { type: string; id: string } | null | undefined, accountId: string): boolean {
  return ref?.type === 'account' && ref.id === accountId;
}
