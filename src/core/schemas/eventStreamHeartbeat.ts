/**
 * The event stream's heartbeat, as the server writes it and the browser's `EventSource` reads it:
 * `event: heartbeat` with empty data. An SSE comment (`: heartbeat`) keeps a connection open, but
 * an `EventSource` never dispatches it, so the page could not tell a quiet stream from a dead one;
 * this event it does dispatch, and the browser reconnects a stream that stays silent too long.
 */
export const EVENT_STREAM_HEARTBEAT_EVENT = 'heartbeat';

/**
 * The whole heartbeat frame. The empty `data:` line is needed: an `EventSource` dispatches no event
 * whose data buffer was never written.
 */
export const EVENT_STREAM_HEARTBEAT_FRAME = `event: ${EVENT_STREAM_HEARTBEAT_EVENT}\ndata:\n\n`;

/** How often the relay sends a heartbeat unless told otherwise (`createEventRelay({ heartbeatMs })`). */
export const DEFAULT_EVENT_STREAM_HEARTBEAT_MS = 15_000;
