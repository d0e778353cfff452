/**
 * The v3 event names an endpoint may subscribe to: the named v3 events (the API spells some in
 * prose, "capability created"; paykit writes `capability.created`, like the schemas do), plus
 * `customer.updated` and the transfer lifecycle events the transfer transitions name.
 */
export const webhookEventTypes = [
  'transfer.state_changed',
  'transfer.created',
  'transfer.completed',
  'transfer.failed',
  'capability.status_changed',
  'capability.created',
  'account.status_changed',
  'account.created',
  'customer.created',
  'customer.updated',
  'customer.archived',
  'api.deprecation',
] as const;

/** A v3 event name. */
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Whether an endpoint subscribed to `events` gets `type`: an empty subscription means every event. */
export function isSubscribed(events: readonly string[], type: string): boolean {
  return events.length === 0 || events.includes(type);
}
