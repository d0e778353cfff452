/** Test support: reads an event stream response chunk by chunk, as a browser receives it. */

/** The last message of a stream the server ended with the session. */
export const SESSION_ENDED = 'event: closed\ndata: {"reason":"session_ended"}\n\n';

/** A reader of a stream's SSE text, one enqueued chunk at a time. */
export interface SseReader {
  /** The next chunk, or null once the stream ended. */
  next(): Promise<string | null>;
  cancel(): Promise<void>;
}

/** Reads a stream's SSE text chunk by chunk. */
export function sseReader(response: Response): SseReader {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  return {
    async next() {
      const { done, value } = await reader.read();
      return done ? null : decoder.decode(value);
    },
    cancel: () => reader.cancel(),
  };
}

/** Every chunk a stream sends until it ends. */
export async function readToEnd(stream: SseReader): Promise<string[]> {
  const chunks: string[] = [];
  for (let chunk = await stream.next(); chunk !== null; chunk = await stream.next()) chunks.push(chunk);
  return chunks;
}

/** One event an `EventSource` dispatches to the page: its type (`message` when unnamed) and data. */
export interface DispatchedEvent {
  type: string;
  data: string;
}

/**
 * The events a browser's `EventSource` dispatches for `text`, read as the HTML standard's event
 * stream interpretation says (LF line ends only, as the relay writes): comments and fields other
 * than `event` and `data` dispatch nothing, and neither does a block whose data buffer was never
 * written to, even when it names an event.
 */
export function dispatchedEvents(text: string): DispatchedEvent[] {
  const events: DispatchedEvent[] = [];
  let type = '';
  let data: string | null = null;
  for (const line of text.split('\n')) {
    if (line === '') {
      if (data !== null) events.push({ type: type || 'message', data });
      type = '';
      data = null;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data = data === null ? value : `${data}\n${value}`;
  }
  return events;
}
