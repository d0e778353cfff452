/**
 * The demo reads a body only after its own checks (the same-origin rule, the session), so it reads
 * it here rather than in a middleware that would take it first (Hono's `bodyLimit`, which also
 * leaves the rest of an oversized body unread but not canceled).
 */

/**
 * The bytes of `request`'s body when it is at most `limit` bytes, counted while reading (a
 * chunked body has no `Content-Length`); `undefined` as soon as it passes the limit, the rest of
 * the body canceled unread. A declared `Content-Length` over the limit is refused before reading.
 */
export async function readBodyAtMost(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('Content-Length') ?? '0') > limit) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const bytes = new Uint8Array(limit);
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes.slice(0, size);
    if (size + value.byteLength > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    bytes.set(value, size);
    size += value.byteLength;
  }
}
