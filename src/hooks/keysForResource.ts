import type { QueryKey } from '@tanstack/react-query';
import { paykitKeys } from './paykitKeys.js';

/** The resource an event hint points at, e.g. `{ type: 'transfer', id: 'tr_123' }`. */
export interface PaykitResourceRef {
  /** The resource type; an open set, so unknown types are expected. */
  type: string;
  /** The resource id. */
  id: string;
}

/**
 * The query keys to invalidate when an event says a resource changed. Events are hints: the
 * kit re-reads what the change can affect rather than trusting the event's data. An unknown
 * type refreshes everything paykit holds.
 */
export function keysForResource(resource: PaykitResourceRef): QueryKey[] {
  switch (resource.type) {
    case 'customer':
      // A customer's status gates its capabilities, and so the tasks they ask for.
      return [paykitKeys.customer(), paykitKeys.capabilities.all, paykitKeys.tasks.all];
    case 'capability':
      // A capability moving status can open or close tasks.
      return [paykitKeys.capabilities.all, paykitKeys.tasks.all];
    case 'account':
      return [paykitKeys.accounts.all];
    case 'transfer':
      // The detail key is a prefix of the transfer's instructions and tasks; balances move too.
      return [[...paykitKeys.transfers.all, 'list'], paykitKeys.transfers.detail(resource.id), paykitKeys.accounts.all];
    case 'task':
      // A task belongs to a capability or a transfer, and the hint does not say which.
      return [paykitKeys.tasks.all, paykitKeys.capabilities.all, paykitKeys.transfers.all];
    case 'quote':
      // A quote executed or expired: its own read, and the transfers one may have made.
      return [paykitKeys.quotes.detail(resource.id), [...paykitKeys.transfers.all, 'list']];
    case 'recipient':
      return [paykitKeys.recipients.all];
    case 'destination':
      // Destinations are keyed under their recipient, which the hint does not name.
      return [paykitKeys.recipients.all];
    default:
      return [paykitKeys.all];
  }
}
