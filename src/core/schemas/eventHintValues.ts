/**
 * The v3 event types the API names (`capability.created` and the like are paykit's spelling),
 * plus `customer.updated` and the transfer table's `transfer.created`, `transfer.completed` and
 * `transfer.failed`, which the fake platform emits too.
 */
export const eventTypes = [
  'transfer.state_changed',
  'capability.status_changed',
  'capability.created',
  'account.status_changed',
  'account.created',
  'customer.created',
  'customer.updated',
  'customer.archived',
  'api.deprecation',
  'transfer.created',
  'transfer.completed',
  'transfer.failed',
] as const;

/** Known resource types an event hint points at. */
export const eventResourceTypes = ['customer', 'capability', 'account', 'transfer', 'task', 'quote', 'recipient', 'destination'] as const;
