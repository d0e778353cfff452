/**
 * What relays send each other through an {@link EventBroker}: a hint for a customer's streams, or
 * the end of a customer's or a session's streams. One channel per customer and one per session.
 */
import type { EventHint } from '../../core/schemas/eventHint.js';
import type { EventStreamClosedReason } from '../../core/schemas/eventStreamClosed.js';

/** One message on a relay channel. */
export type RelayMessage = { kind: 'hint'; hint: EventHint } | { kind: 'close'; reason: EventStreamClosedReason };

/** The longest message a relay reads off the bus; a hint is a few hundred bytes. */
const MAX_MESSAGE_LENGTH = 4_096;
const REASON = /^[a-z][a-z_]{0,63}$/;

export const customerChannel = (prefix: string, customerId: string) => `${prefix}customer:${customerId}`;
export const sessionChannel = (prefix: string, sessionId: string) => `${prefix}session:${sessionId}`;

/** Only the hint's own fields go on the bus and the wire, whatever else the object carries. */
export function wireHint(hint: EventHint): EventHint {
  return { type: hint.type, resource: { type: hint.resource.type, id: hint.resource.id }, occurredAt: hint.occurredAt };
}

export function encodeRelayMessage(message: RelayMessage): string {
  return JSON.stringify(message.kind === 'hint' ? { kind: 'hint', hint: wireHint(message.hint) } : message);
}

const isText = (value: unknown, max = 256): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The message, or undefined for anything a relay did not write (the bus may be shared). */
export function decodeRelayMessage(text: string): RelayMessage | undefined {
  if (text.length > MAX_MESSAGE_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { kind, hint, reason } = parsed as { kind?: unknown; hint?: Partial<EventHint>; reason?: unknown };
  if (kind === 'close') return typeof reason === 'string' && REASON.test(reason) ? { kind, reason } : undefined;
  if (kind !== 'hint' || typeof hint !== 'object' || hint === null) return undefined;
  const { type, resource, occurredAt } = hint;
  if (!isText(type, 128) || !isText(occurredAt, 64) || typeof resource !== 'object' || resource === null) return undefined;
  if (!isText(resource.type, 128) || !isText(resource.id)) return undefined;
  return { kind, hint: wireHint({ type, resource, occurredAt } as EventHint) };
}
