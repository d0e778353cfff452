/** Reads a byte stream to its end, stopping (and canceling it) as soon as it passes a cap. */
import { joinBytes } from './joinBytes.js';

/** The bytes of `stream`, or `undefined` once it passes `limit` bytes (the stream is canceled). */
export async function readCapped(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (stream === null) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return joinBytes(chunks, total);
}
