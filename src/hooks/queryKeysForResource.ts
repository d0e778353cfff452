import type { QueryKey } from '@tanstack/react-query';
import { paykitQueryKeys } from './paykitQueryKeys.js';

/** The resource an event hint points at, e.g. `{ type: 'transfer', id: 'tr_123' }`. */
export interface PaykitResourceRef {
  /** The resource type; an open set, so unknown types are expected. */
  type: string;
  /** The resource id. */
  id: string;
}

const taskLists = [...paykitQueryKeys.tasks.all, 'list'] as const;
const transferLists = [...paykitQueryKeys.transfers.all, 'list'] as const;

/**
 * The query keys to invalidate when an event says a resource changed: the resource's own reads and
 * the lists that show it, not every list of its kind. Events are hints: the kit re-reads what the
 * change can affect rather than trusting the event's data. An unknown type refreshes everything
 * paykit holds (`useEventStream` leaves the settled reads, such as the supported capabilities,
 * alone).
 */
export function queryKeysForResource(resource: PaykitResourceRef): QueryKey[] {
  switch (resource.type) {
    case 'customer':
      // The customer and its legacy reads (under its key). A legacy audience hears of rail and
      // verification changes only as customer events, with no capability event: the rails are its
      // capabilities, so their list and the tasks they open are read again too.
      return [paykitQueryKeys.customer(), paykitQueryKeys.capabilities.list(), taskLists];
    case 'capability':
      // A capability moving status opens or closes tasks, which have no webhook of their own.
      return [paykitQueryKeys.capabilities.list(), [...paykitQueryKeys.capabilities.all, 'detail', resource.id], taskLists];
    case 'account':
      return [paykitQueryKeys.accounts.list()];
    case 'transfer':
      // The detail key is a prefix of the transfer's tasks; balances move too. Its instructions do not change.
      return [transferLists, paykitQueryKeys.transfers.detail(resource.id), paykitQueryKeys.accounts.list()];
    case 'task':
      // The task and the list that shows it; its capability or transfer sends its own hint when it moves.
      return [paykitQueryKeys.tasks.detail(resource.id), taskLists];
    case 'quote':
      // A quote executed or expired: its own read, and the transfers one may have made.
      return [paykitQueryKeys.quotes.detail(resource.id), transferLists];
    case 'recipient':
      return [paykitQueryKeys.recipients.all];
    case 'rule':
      return [paykitQueryKeys.rules.all];
    case 'destination':
      // Destinations are keyed under their recipient, which the hint does not name.
      return [paykitQueryKeys.recipients.all];
    default:
      return [paykitQueryKeys.all];
  }
}
