import type { IdGenerator } from '../../seededIds.js';

const SECRET_BYTES = 32;
const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Standard Webhooks signing secret: `whsec_` and the base64 of 32 bytes. The bytes come from
 * the seeded id sequence, so the same seed gives the same secrets.
 */
export function createSigningSecret(ids: IdGenerator): string {
  const bytes = new Uint8Array(SECRET_BYTES);
  for (let index = 0; index < SECRET_BYTES; index += 1) {
    // Two base-62 digits (3844 values) folded onto a byte: close enough to uniform for a fake.
    const [high, low] = ids.token(2);
    bytes[index] = (ALPHANUMERICS.indexOf(high ?? 'A') * 62 + ALPHANUMERICS.indexOf(low ?? 'A')) % 256;
  }
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
