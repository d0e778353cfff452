/**
 * The search for a multipart delimiter (`CRLF--boundary`) in a chunk, in linear time whatever the
 * content. The delimiter holds a single CR, its first byte, since boundary characters exclude CR
 * (RFC 2046). A comparison starts only at a CR and cannot run past the next CR, so every byte is
 * compared at most once after the CR that starts its comparison: no content, however many
 * near-delimiters it holds, makes the search restart over bytes it has seen.
 */

const CR = 13;

/** Where a delimiter is in a chunk: whole, cut by the chunk's end, or nowhere. */
export type DelimiterSearch = { kind: 'match'; at: number } | { kind: 'partial'; at: number } | { kind: 'none' };

/**
 * Where `delimiter` (a CR, then no other CR) starts in `bytes` at or after `from`; or, when none
 * does, where a prefix of it runs to the end of `bytes` (the rest may come in the next chunk).
 */
export function findDelimiter(bytes: Uint8Array, from: number, delimiter: ArrayLike<number>): DelimiterSearch {
  let at = bytes.indexOf(CR, from);
  while (at !== -1) {
    let matched = 1;
    while (matched < delimiter.length && at + matched < bytes.length && bytes[at + matched] === delimiter[matched]) matched += 1;
    if (matched === delimiter.length) return { kind: 'match', at };
    if (at + matched === bytes.length) return { kind: 'partial', at };
    // A run of CRs is walked here rather than by a call per byte.
    at = bytes[at + 1] === CR ? at + 1 : bytes.indexOf(CR, at + 1);
  }
  return { kind: 'none' };
}
