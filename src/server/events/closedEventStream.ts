import { EVENT_STREAM_CLOSED_EVENT, type EventStreamClosedReason } from '../../core/schemas/eventStreamClosed.js';

/** The headers of every event stream response: no caching, no buffering by a reverse proxy. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

/** The last message of a stream the server ends for good: `event: closed`, `data: {"reason":…}`. */
export function closedMessage(reason: EventStreamClosedReason): string {
  return `event: ${EVENT_STREAM_CLOSED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`;
}

/**
 * A complete event stream whose only message is `event: closed` with `reason`: the answer to a
 * browser that opens the stream with no session. A browser's `EventSource` cannot read a 401 (it
 * only sees an error, and paykit's `useEventStream` retries errors), but it reads this 200 and
 * stops for good on `session_ended`.
 *
 * @example
 * app.get('/api/paykit/events', async (c) => {
 *   const session = await yourSession(c.req.raw);
 *   if (!session) return closedEventStream('session_ended');
 *   return relay.stream(session.customerId, c.req.raw.signal);
 * });
 */
export function closedEventStream(reason: EventStreamClosedReason): Response {
  return new Response(closedMessage(reason), { status: 200, headers: EVENT_STREAM_HEADERS });
}
