import type { OpenEnum } from './isKnownValue.js';

/**
 * The reasons the proxy's event stream names today when it ends a stream for good:
 * `too_many_streams` (a newer stream of the customer pushed this one out) and `session_ended`
 * (signed out, or no session when the stream opens).
 */
export const eventStreamClosedReasons = ['too_many_streams', 'session_ended'] as const;

/**
 * Why the server ended an event stream, sent as its last message: `event: closed` with
 * `data: {"reason": …}`. An open enum: a reason added later parses too, and the browser handles it
 * as it handles `too_many_streams` (waits for the person rather than the network).
 */
export type EventStreamClosedReason = OpenEnum<(typeof eventStreamClosedReasons)[number]>;

/** The `event: closed` message, as the server writes it and the browser's `EventSource` reads it. */
export const EVENT_STREAM_CLOSED_EVENT = 'closed';

/**
 * The reason in a `closed` event's data (its JSON text), or `''` when the data names none (not
 * JSON, no string `reason`). Read without zod, so the browser's event stream carries no schema
 * library; `eventStreamClosedSchema` states the same shape for the server and the fake.
 */
export function eventStreamClosedReasonOf(data: unknown): EventStreamClosedReason {
  if (typeof data !== 'string') return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return '';
  const { reason } = parsed as { reason?: unknown };
  return typeof reason === 'string' ? reason : '';
}
