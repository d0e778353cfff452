/**
 * Idempotency keys namespaced per customer. The upstream key is
 * `base64url(HMAC-SHA256(secret, customerId + '\n' + browserKey))`: the same browser key retried
 * by the same customer gives the same upstream key, and two customers can never collide, since the
 * upstream key space is the merchant's, shared by all its customers.
 */
import { invalidField } from './proxyProblem.js';
import { base64url } from './requestId.js';

/** Longest browser key accepted, as the API bounds its own. */
export const MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH = 255;

const BROWSER_KEY = /^[\x21-\x7e]+$/;

/** Makes the upstream key of a customer's browser key. */
export type IdempotencyNamespacer = (customerId: string, browserKey: string) => Promise<string>;

/** The part of `node:crypto` the namespacer uses. */
export interface NodeHmac {
  createHmac(algorithm: 'sha256', key: string): { update(data: string): { digest(encoding: 'base64url'): string } };
}

/** `node:crypto` where the runtime has it (Node, Bun, Deno), without importing it in a worker. */
function runtimeNodeCrypto(): NodeHmac | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return runtime?.getBuiltinModule?.('node:crypto') as NodeHmac | undefined;
}

/**
 * Creates a namespacer for `secret`. Where `node:crypto` is at hand it signs synchronously: the
 * WebCrypto path costs a thread-pool round trip per request, which was the bulk of the proxy's CPU
 * on a JSON POST. Elsewhere (a worker) it signs with WebCrypto; both give the same key.
 * `nodeCrypto` is for tests: `undefined` forces WebCrypto.
 */
export function createIdempotencyNamespacer(secret: string, nodeCrypto: NodeHmac | undefined = runtimeNodeCrypto()): IdempotencyNamespacer {
  if (nodeCrypto !== undefined) {
    return (customerId, browserKey) =>
      Promise.resolve(nodeCrypto.createHmac('sha256', secret).update(`${customerId}\n${browserKey}`).digest('base64url'));
  }
  const encoder = new TextEncoder();
  let key: Promise<CryptoKey> | undefined;
  return async (customerId, browserKey) => {
    key ??= crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signature = await crypto.subtle.sign('HMAC', await key, encoder.encode(`${customerId}\n${browserKey}`));
    return base64url(new Uint8Array(signature));
  };
}

/**
 * The browser's `Idempotency-Key`, checked: 1 to 255 printable ASCII characters. `required` is
 * true for effectful routes the API keys (every one but the sandbox controls).
 * @throws ProxyProblem 400 `validation_error` at `/headers/Idempotency-Key`.
 */
export function readBrowserIdempotencyKey(request: Request, required: boolean): string | undefined {
  const value = request.headers.get('idempotency-key');
  if (value === null) {
    if (required) throw invalidField('/headers/Idempotency-Key', 'required', 'An Idempotency-Key header is required on this request.');
    return undefined;
  }
  if (value.length === 0 || value.length > MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH || !BROWSER_KEY.test(value)) {
    throw invalidField(
      '/headers/Idempotency-Key',
      'invalid_format',
      `Must be 1 to ${MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters.`,
    );
  }
  return value;
}
