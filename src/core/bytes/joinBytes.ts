/** Byte chunks joined into one array. */

/** `chunks` as one array of `length` bytes (their total); a single chunk is returned as it is. */
export function joinBytes(
  chunks: readonly Uint8Array[],
  length = chunks.reduce((total, chunk) => total + chunk.byteLength, 0),
): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}
