/** Reads a byte stream to its end, stopping (and canceling it) as soon as it passes a cap. */
import { joinBytes } from './joinBytes.js';

/**
 * The bytes of `stream`, or `undefined` once it passes `limit` bytes (the stream is canceled).
 * When `signal` aborts first, the stream is canceled and the read rejects with the signal's reason.
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  signal?: AbortSignal,
): Promise<Uint8Array | undefined> {
  if (stream === null) return new Uint8Array(0);
  if (signal?.aborted) {
    await stream.cancel(signal.reason).catch(() => undefined);
    signal.throwIfAborted();
  }
  const reader = stream.getReader();
  // Canceling the reader ends a pending read as if the stream had ended; the check after it tells.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  return joinBytes(chunks, total);
}
