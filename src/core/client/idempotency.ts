/**
 * One idempotency key per user intent. The key is made before the first attempt of an intent
 * (a press of "Submit", "Pay") and reused on every retry of it, so the API applies the intent at
 * most once however many times the request is sent. A new intent gets a new key. A caller may
 * bring its own key, e.g. one a hook keeps across re-renders and page reloads.
 */
import { isEffectfulMethod, type HttpMethod } from '../routes/index.js';

/** Prefix of the idempotency keys the kit makes. */
export const IDEMPOTENCY_KEY_PREFIX = 'pk_';

/** Longest key the API accepts. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // `randomUUID` exists only in secure contexts; `getRandomValues` everywhere. Same v4 layout.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh idempotency key for a new intent, e.g. `pk_3b241101-e2bb-4255-8caf-4136c566a962`. */
export function createIdempotencyKey(): string {
  return `${IDEMPOTENCY_KEY_PREFIX}${randomUuid()}`;
}

/** True when `key` is a usable `Idempotency-Key`: 1 to 255 printable ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x20-\x7e]+$/.test(key);
}

/**
 * The key of one intent on `method`: the caller's own key when given (validated), a fresh one
 * for any other effectful request, none for a read. Call it once per intent, before the first
 * attempt, and send the result on every attempt.
 * @throws TypeError when a key is given for a read or is not a usable key.
 */
export function idempotencyKeyForIntent(method: HttpMethod, suppliedKey?: string): string | undefined {
  if (!isEffectfulMethod(method)) {
    if (suppliedKey !== undefined) throw new TypeError(`An Idempotency-Key is not sent on ${method} requests`);
    return undefined;
  }
  if (suppliedKey === undefined) return createIdempotencyKey();
  if (!isValidIdempotencyKey(suppliedKey)) {
    throw new TypeError('An Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  return suppliedKey;
}
