import { useMemo } from 'react';
import type { PaykitError } from '../core/client/index.js';
import { buildNotifications, type Notifications } from '../core/notifications/index.js';
import { useAccounts } from './money/useAccounts.js';
import { useCapabilities } from './useCapabilities.js';
import { useTasks } from './useTasks.js';

/** Options of {@link useNotifications}. */
export interface UseNotificationsOptions {
  /**
   * Whether to read at all, e.g. `false` until the person is signed in.
   * @default true
   */
  enabled?: boolean;
  /**
   * Whether to read the customer's accounts too (the list `useAccounts()` reads), for accounts
   * being set up, in review or waiting on the person; an app without accounts saves that request.
   * @default true
   */
  accounts?: boolean;
}

/** Where {@link useNotifications} stands: its reads still pending, one failed, or all read. */
export type NotificationsStatus = 'pending' | 'error' | 'success';

/** What {@link useNotifications} returns: the items, their counts, and the state of the reads. */
export interface UseNotificationsResult extends Notifications {
  status: NotificationsStatus;
  /** The first read that failed with nothing read before, else `null`. */
  error: PaykitError | null;
  /** Reads the failed lists again (a Retry button's action). */
  refetch: () => void;
}

const NOTHING: Notifications = { items: [], total: 0, actionRequired: 0 };

/**
 * What needs the signed-in customer's attention (see `buildNotifications`): open tasks across
 * capabilities, accounts and held transfers, each once, and what is in review or being set up,
 * action required first. It reads nothing of its own: the capabilities, tasks and accounts lists
 * other parts read, under the same query keys, so a banner in the page header shares their
 * requests, their polling and the live updates that refresh them. Items stay empty until every
 * read has data; a read that fails after one succeeded keeps the last items.
 *
 * @param options `enabled`, and `accounts: false` to leave accounts out.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AttentionCount() {
 *   const { status, actionRequired } = useNotifications();
 *   if (status !== 'success' || actionRequired === 0) return null;
 *   return <a href="/onboarding">{actionRequired} to do</a>;
 * }
 */
export function useNotifications(options: UseNotificationsOptions = {}): UseNotificationsResult {
  const { enabled = true, accounts: withAccounts = true } = options;
  const capabilities = useCapabilities({ enabled });
  const tasks = useTasks(undefined, { enabled });
  const accounts = useAccounts({}, { enabled: enabled && withAccounts });
  const reads = withAccounts ? [capabilities, tasks, accounts] : [capabilities, tasks];
  const failed = reads.find((read) => read.data === undefined && read.error);
  const isRead = reads.every((read) => read.data !== undefined);
  const notifications = useMemo(
    () =>
      capabilities.data && tasks.data
        ? buildNotifications({ capabilities: capabilities.data, tasks: tasks.data, accounts: withAccounts ? accounts.data : [] })
        : NOTHING,
    [capabilities.data, tasks.data, accounts.data, withAccounts],
  );
  const refetch = () => reads.forEach((read) => void (read.error && read.refetch()));
  if (failed) return { ...NOTHING, status: 'error', error: failed.error, refetch };
  return { ...(isRead ? notifications : NOTHING), status: isRead ? 'success' : 'pending', error: null, refetch };
}
