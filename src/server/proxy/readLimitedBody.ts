/**
 * Reads a request body with a cap counted while reading: a body that passes the cap stops being
 * read at once, whatever `Content-Length` said (a declared length over the cap is refused before
 * reading; a smaller declared length is never trusted). A body still coming when the request's
 * deadline passes is canceled and answered 408 (499 when the browser left).
 */
import { declaredLength } from '../../core/bytes/declaredLength.js';
import { readCapped } from '../../core/bytes/readCapped.js';
import { ProxyProblem, requestTimeout } from './proxyProblem.js';
import { endedProblem, type RequestDeadline } from './requestDeadline.js';

/** The 408 of a body still coming when the request's deadline of `budgetMs` passed. */
export function bodyTimedOut(budgetMs: number): ProxyProblem {
  return requestTimeout(`The request body did not arrive within the request's ${budgetMs} ms.`);
}

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
 * The bytes of `request`'s body, at most `limit` of them, read before `deadline` passes.
 * @throws ProxyProblem 413 `request_body_too_large` past `limit`, 408 `request_timeout` when the
 * body is still coming as the deadline passes (the body is canceled).
 */
export async function readLimitedBody(request: Request, limit: number, deadline: RequestDeadline): Promise<Uint8Array> {
  refuseDeclaredOver(request, limit);
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readCapped(request.body, limit, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw endedProblem(deadline, () => bodyTimedOut(deadline.budgetMs));
    throw error;
  }
  if (bytes === undefined) throw bodyTooLarge(limit);
  return bytes;
}
