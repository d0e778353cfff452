import { isValidPathParam } from '../../core/routes/pathParams.js';
import { eventHintSchema, type EventHint } from '../../core/schemas/eventHint.js';
import type { VerifiedWebhookEvent } from '../webhooks/VerifiedWebhookEvent.js';
import { resourceOfEvent } from './eventResource.js';

/** A hint and the one customer whose browsers may receive it. */
export interface CustomerEventHint {
  /** The customer the event is about, e.g. `'cus_8Jd2kq'`. */
  customerId: string;
  /** What goes on that customer's event stream. */
  hint: EventHint;
}

/** Event types whose prefix names no customer resource: nothing to relay. */
const MERCHANT_WIDE_PREFIXES = new Set(['api']);
/** Longest event type relayed; the API's are under 40 characters. Every hint stays small. */
const MAX_EVENT_TYPE_LENGTH = 128;

const nonEmptyString = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * The customer an event belongs to: the resource's own id for customer events (unless it carries
 * a `customerId`, as `customer.verification_changed` does), else its `customerId`, else the legacy
 * transfer, pay-in and payout events' `onBehalfOf`. Only a well-formed customer id counts.
 */
function customerIdOf(prefix: string, data: Record<string, unknown>): string | undefined {
  const candidate =
    prefix === 'customer'
      ? (nonEmptyString(data.customerId) ?? nonEmptyString(data.id))
      : (nonEmptyString(data.customerId) ?? nonEmptyString(data.onBehalfOf));
  return candidate !== undefined && isValidPathParam('customerId', candidate) ? candidate : undefined;
}

/** RFC 3339 for the envelope's `createdAt` (epoch milliseconds, or a date string); else null. */
function occurredAtOf(createdAt: number | string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Maps a verified webhook event to the hint its customer's browsers receive, or null when the
 * event names no customer (e.g. `api.deprecation`) or is not shaped like a resource event. The
 * resource type is the event type's prefix (`transfer.state_changed` → `transfer`) and its id is
 * `data.id` (for customer events, the customer). v1 events point where their v3 counterparts do:
 * `payin.*` and `payout.*` at the transfer (its quote when no transfer id is given), the rail
 * events at the rail's capability; the hint's type stays the event's. The hint carries no resource
 * data: the browser re-reads the resource through the proxy, which stays the truth. An event type
 * over 128 characters or a resource id over `MAX_ID_LENGTH` gives null, so every hint is small.
 *
 * @example
 * hintFromWebhookEvent({ id: 'msg_1', type: 'transfer.state_changed', createdAt: 1775119500000, data: { id: 'tr_4Xm9Pq', customerId: 'cus_8Jd2kq', state: 'completed' } });
 * // { customerId: 'cus_8Jd2kq', hint: { type: 'transfer.state_changed', resource: { type: 'transfer', id: 'tr_4Xm9Pq' }, occurredAt: '2026-04-02T08:45:00.000Z' } }
 */
export function hintFromWebhookEvent(event: Pick<VerifiedWebhookEvent, 'type' | 'data' | 'createdAt'>): CustomerEventHint | null {
  if (event.type.length > MAX_EVENT_TYPE_LENGTH) return null;
  const separator = event.type.indexOf('.');
  if (separator <= 0) return null;
  const prefix = event.type.slice(0, separator);
  if (MERCHANT_WIDE_PREFIXES.has(prefix)) return null;

  const customerId = customerIdOf(prefix, event.data);
  if (customerId === undefined) return null;
  const resource = resourceOfEvent(event.type, prefix, customerId, event.data);
  const occurredAt = occurredAtOf(event.createdAt);
  if (resource === undefined || occurredAt === null) return null;

  const parsed = eventHintSchema.safeParse({ type: event.type, resource, occurredAt });
  return parsed.success ? { customerId, hint: parsed.data } : null;
}
