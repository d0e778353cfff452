/** The request id: the browser's `X-Request-Id` when it is well formed, a fresh one otherwise. */

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `bytes` in unpadded base64url. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True when `value` is a request id the proxy accepts and may log. */
export function isValidRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/**
 * True when `value` is an upstream correlation id (its `X-Request-Id`, or a problem's
 * `correlationId`) the proxy may pass on: 1 to 128 of `A-Z a-z 0-9 . _ : -`.
 */
export function isCorrelationId(value: unknown): value is string {
  return typeof value === 'string' && CORRELATION_ID.test(value);
}

const ID_BYTES = 16;
/** Random bytes drawn at once and handed out 16 at a time, each byte once: one system call per 256 ids, not one per id. */
const POOL_BYTES = ID_BYTES * 256;
let pool = new Uint8Array(0);
let poolOffset = 0;

function randomIdBytes(): Uint8Array {
  if (poolOffset + ID_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return bytes;
}

/** A fresh request id, `req_` plus 16 random bytes in base64url. */
export function newRequestId(): string {
  return `req_${base64url(randomIdBytes())}`;
}

/** The id of `request`: its validated `X-Request-Id`, or a fresh one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return isValidRequestId(given) ? given : newRequestId();
}
