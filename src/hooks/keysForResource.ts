import type { QueryKey } from '@tanstack/react-query';
import { paykitKeys } from './paykitKeys.js';

/** The resource an event hint points at, e.g. `{ type: 'transfer', id: 'tr_123' }`. */
export interface PaykitResourceRef {
  /** The resource type; an open set, so unknown types are expected. */
  type: string;
  /** The resource id. */
  id: string;
}

const taskLists = [...paykitKeys.tasks.all, 'list'] as const;
const transferLists = [...paykitKeys.transfers.all, 'list'] as const;

/**
 * The query keys to invalidate when an event says a resource changed: the resource's own reads and
 * the lists that show it, not every list of its kind. Events are hints: the kit re-reads what the
 * change can affect rather than trusting the event's data. An unknown type refreshes everything
 * paykit holds (`useEventStream` leaves the settled reads, such as the supported capabilities,
 * alone).
 */
export function keysForResource(resource: PaykitResourceRef): QueryKey[] {
  switch (resource.type) {
    case 'customer':
      // Its capabilities send their own hints when its status moves them.
      return [paykitKeys.customer()];
    case 'capability':
      // A capability moving status opens or closes tasks, which have no webhook of their own.
      return [paykitKeys.capabilities.list(), [...paykitKeys.capabilities.all, 'detail', resource.id], taskLists];
    case 'account':
      return [paykitKeys.accounts.list()];
    case 'transfer':
      // The detail key is a prefix of the transfer's tasks; balances move too. Its instructions do not change.
      return [transferLists, paykitKeys.transfers.detail(resource.id), paykitKeys.accounts.list()];
    case 'task':
      // The task and the list that shows it; its capability or transfer sends its own hint when it moves.
      return [paykitKeys.tasks.detail(resource.id), taskLists];
    case 'quote':
      // A quote executed or expired: its own read, and the transfers one may have made.
      return [paykitKeys.quotes.detail(resource.id), transferLists];
    case 'recipient':
      return [paykitKeys.recipients.all];
    case 'destination':
      // Destinations are keyed under their recipient, which the hint does not name.
      return [paykitKeys.recipients.all];
    default:
      return [paykitKeys.all];
  }
}
