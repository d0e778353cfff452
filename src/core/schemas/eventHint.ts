import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { timestampSchema } from './primitives.js';

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

/**
 * What the merchant's proxy relays to the browser over Server-Sent Events when a webhook
 * arrives: which resource changed, never its contents. Events are hints; re-read the resource.
 */
export const eventHintSchema = z.looseObject({
  type: openEnum(eventTypes),
  resource: z.looseObject({
    type: openEnum(eventResourceTypes),
    id: z.string({ error: 'Expected the resource id as a string' }).check(z.minLength(1, { error: 'Expected a non-empty resource id' })),
  }),
  occurredAt: timestampSchema,
});

/** An event hint. */
export type EventHint = z.output<typeof eventHintSchema>;
/** An event type. */
export type EventType = EventHint['type'];
