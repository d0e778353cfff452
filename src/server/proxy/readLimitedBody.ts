/**
 * Reads a request body with a cap counted while reading: a body that passes the cap stops being
 * read at once, whatever `Content-Length` said (a declared length over the cap is refused before
 * reading; a smaller declared length is never trusted).
 */
import { declaredLength } from '../../core/bytes/declaredLength.js';
import { readCapped } from '../../core/bytes/readCapped.js';
import { ProxyProblem } from './proxyProblem.js';

/** The 413 problem of a body over `limit` bytes. */
export function bodyTooLarge(limit: number): ProxyProblem {
  return new ProxyProblem({
    status: 413,
    code: 'request_body_too_large',
    detail: `The request body is larger than ${limit} bytes.`,
    retryable: false,
  });
}

/**
 * Refuses a body whose declared length is over `limit`, before reading any of it.
 * @throws ProxyProblem 413 `request_body_too_large`.
 */
export function refuseDeclaredOver(request: Request, limit: number): void {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > limit) throw bodyTooLarge(limit);
}

/**
 * The bytes of `request`'s body, at most `limit` of them.
 * @throws ProxyProblem 413 `request_body_too_large` past `limit`.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  refuseDeclaredOver(request, limit);
  const bytes = await readCapped(request.body, limit);
  if (bytes === undefined) throw bodyTooLarge(limit);
  return bytes;
}
