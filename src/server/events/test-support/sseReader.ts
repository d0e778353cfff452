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
