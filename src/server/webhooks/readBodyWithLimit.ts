import { readCapped } from '../../core/bytes/readCapped.js';

/** The outcome of {@link readBodyWithLimit}. */
export type LimitedBody = { status: 'ok'; bytes: Uint8Array } | { status: 'too_large' };

/**
 * Reads a request body as raw bytes, giving up as soon as it passes `maxBytes` (a declared
 * `Content-Length` over the limit is refused before reading), so an oversized body never sits
 * in memory.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { status: 'too_large' };
  }
  const bytes = await readCapped(request.body, maxBytes);
  return bytes === undefined ? { status: 'too_large' } : { status: 'ok', bytes };
}
