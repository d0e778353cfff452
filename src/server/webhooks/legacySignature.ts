/**
 * The v1 compatibility signature: `X-Webhook-Signature: sha256=<hex HMAC-SHA256(secretKey, raw body)>`.
 * It signs the body only, so the body's own `createdAt` bounds its age and the body's digest is the
 * delivery's id: a replay is a duplicate for as long as the claim store remembers it. Web Crypto
 * only, so it runs wherever the handler does (Node, Deno, Bun, workers).
 */

/** Options of the legacy HMAC signature (`createWebhookHandler({ legacySignature })`). */
export interface LegacySignatureOptions {
  /**
   * The v1 `secretKey` (`GET /v1/webhooks` shows it once legacy signatures are enabled). The HMAC
   * key is its UTF-8 bytes.
   */
  secretKey: string;
  /**
   * How old, by the envelope's `createdAt`, a delivery that only this signature verifies may be.
   * Its body is the same on every retry, so the age grows with the sender's retries; keep it
   * above their schedule. At most `rememberSeconds`, so a replay inside it is a duplicate.
   * @default 3600, or `rememberSeconds` when that is shorter
   */
  maxAgeSeconds?: number;
}

/** Checks legacy signatures for one handler. */
export interface LegacySignatureVerifier {
  /** The signature bytes of a well-formed `X-Webhook-Signature` header, else undefined. */
  signatureOf(headers: Headers): Uint8Array<ArrayBuffer> | undefined;
  /** Whether `signature` is the HMAC of `body`; Web Crypto compares in constant time. */
  verify(signature: Uint8Array<ArrayBuffer>, body: Uint8Array): Promise<boolean>;
  /** The delivery id of a body verified this way: `legacy-sha256:<hex SHA-256 of the body>`. */
  deliveryIdOf(body: Uint8Array): Promise<string>;
  /** Whether `createdAt` is at most `maxAgeSeconds` old and at most `toleranceSeconds` ahead of `nowMs`. */
  isFresh(createdAt: number | string, nowMs: number): boolean;
}

const MAX_SECRET_KEY_LENGTH = 1024;
const SIGNATURE_PATTERN = /^sha256=([0-9a-fA-F]{64})$/;
const DEFAULT_MAX_AGE_SECONDS = 3600;

/** A body read from a request: never over a SharedArrayBuffer, which Web Crypto's types rule out. */
const bufferSource = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

function checkedSecretKey(secretKey: unknown): string {
  if (
    typeof secretKey !== 'string' ||
    secretKey.length === 0 ||
    secretKey.length > MAX_SECRET_KEY_LENGTH ||
    secretKey.trim() !== secretKey
  ) {
    // Never echo the key itself.
    throw new TypeError(
      `createWebhookHandler: legacySignature.secretKey must be 1 to ${MAX_SECRET_KEY_LENGTH} characters without surrounding whitespace`,
    );
  }
  return secretKey;
}

function checkedMaxAge(maxAgeSeconds: number | undefined, rememberSeconds: number): number {
  if (maxAgeSeconds === undefined) return Math.min(DEFAULT_MAX_AGE_SECONDS, rememberSeconds);
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 1 || maxAgeSeconds > rememberSeconds) {
    throw new RangeError('createWebhookHandler: legacySignature.maxAgeSeconds must be a whole number of seconds from 1 to rememberSeconds');
  }
  return maxAgeSeconds;
}

/** A verifier for `options`, or throws a TypeError or RangeError naming the bad option (never the key). */
export function createLegacySignatureVerifier(
  options: LegacySignatureOptions,
  limits: { toleranceSeconds: number; rememberSeconds: number },
): LegacySignatureVerifier {
  if (typeof options !== 'object' || options === null) throw new TypeError('createWebhookHandler: legacySignature must be { secretKey }');
  const keyBytes = new TextEncoder().encode(checkedSecretKey(options.secretKey));
  const maxAgeMs = checkedMaxAge(options.maxAgeSeconds, limits.rememberSeconds) * 1000;
  const toleranceMs = limits.toleranceSeconds * 1000;
  let key: Promise<CryptoKey> | undefined;

  return {
    signatureOf(headers) {
      const match = SIGNATURE_PATTERN.exec(headers.get('x-webhook-signature') ?? '');
      if (!match) return undefined;
      const digits = (match[1] as string).toLowerCase();
      return Uint8Array.from({ length: 32 }, (_, index) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16));
    },
    async verify(signature, body) {
      key ??= crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
      return crypto.subtle.verify('HMAC', await key, signature, bufferSource(body));
    },
    async deliveryIdOf(body) {
      return `legacy-sha256:${hex(await crypto.subtle.digest('SHA-256', bufferSource(body)))}`;
    },
    isFresh(createdAt, nowMs) {
      const age = nowMs - new Date(createdAt).getTime();
      return age >= -toleranceMs && age <= maxAgeMs;
    },
  };
}
