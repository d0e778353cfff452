import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { inFlightTransfersOfAccount } from '../../transfers/store.js';
import type { AccountRecord } from '../store.js';

/**
 * Archives an account: `archived`, `archivedAt` now, kept forever. In-flight transfers that
 * reference it (as destination or funding source) block the archive with 409
 * account_has_active_transfers and `blockingResources`.
 * Archiving an archived account changes nothing.
 *
 * @returns true when the account changed
 */
export function archiveAccount(partition: Partition, account: AccountRecord, nowIso: string): boolean {
  if (account.status === 'archived') return false;
  const blocking = inFlightTransfersOfAccount(partition, account);
  if (blocking.length > 0) {
    throw new ApiProblem({
      status: 409,
      code: 'account_has_active_transfers',
      detail: `Account ${account.id} is referenced by in-flight transfers (${blocking.map((transfer) => transfer.id).join(', ')}); archive it once they complete, fail or are canceled.`,
      extras: {
        blockingResources: blocking
          .map((transfer) => ({ type: 'transfer', id: transfer.id, requiredAction: 'wait_for_transfer' }))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      },
    });
  }
  account.status = 'archived';
  account.statusReason = null;
  account.archivedAt = nowIso;
  account.updatedAt = nowIso;
  delete account._readyAt;
  return true;
}
