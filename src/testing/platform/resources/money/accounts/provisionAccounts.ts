import { isoAt } from '../../../clock.js';
import { defineDueIndex } from '../../../DueIndex.js';
import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { accountsOf, type AccountRecord } from '../store.js';
import { issueCoordinates } from './issueCoordinates.js';
import { presentAccount } from './presentAccount.js';

/**
 * Emits `account.status_changed` with the account as a read shows it (and `account.created`
 * first when `created`).
 */
export function emitAccountEvents(platform: PlatformCore, partition: Partition, account: AccountRecord, created = false): void {
  const data = presentAccount(partition, account);
  if (created) platform.emit(partition, 'account.created', data);
  platform.emit(partition, 'account.status_changed', data);
}

/** Issued accounts still provisioning, by the time they are ready. */
const provisioningAccounts = defineDueIndex<AccountRecord>((account) => (account.status === 'provisioning' ? account._readyAt : undefined));

/**
 * Completes the provisioning of every issued account whose time has come, earliest first: it
 * becomes `ready` with its coordinates, routing version 1, and `updatedAt` the moment it was due.
 * Only the accounts due are visited.
 */
export function provisionDueAccounts(platform: PlatformCore, partition: Partition): void {
  const now = platform.clock.now();
  const due = provisioningAccounts(accountsOf(partition))
    .takeDue(now)
    .sort((a, b) => (a._readyAt ?? 0) - (b._readyAt ?? 0));
  for (const account of due) {
    const readyAtIso = isoAt(account._readyAt ?? now);
    account.status = 'ready';
    account.statusReason = null;
    account.details = issueCoordinates(partition, account, 1);
    account.routing = { version: 1, updatedAt: readyAtIso };
    account.updatedAt = readyAtIso;
    delete account._readyAt;
    emitAccountEvents(platform, partition, account);
  }
}

/**
 * Completes the provisioning of `account` when it falls due even if no request arrives then, so
 * `account.status_changed` reaches webhook endpoints on a running clock. On a manual clock that
 * has not moved the timer does nothing; the first request after `advance` does the work.
 */
export function scheduleProvisioning(platform: PlatformCore, partition: Partition, account: AccountRecord): void {
  if (account._readyAt === undefined) return;
  // A few milliseconds late, never early: timers may fire a millisecond before their time.
  const timer: unknown = setTimeout(
    () => {
      if (platform.allPartitions().includes(partition)) provisionDueAccounts(platform, partition);
    },
    Math.max(0, account._readyAt - platform.clock.now()) + 5,
  );
  (timer as { unref?: () => void }).unref?.();
}
