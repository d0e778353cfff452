const SECRET_BYTES = 32;

/**
 * A Standard Webhooks signing secret: `whsec_` and the base64 of 32 bytes from the runtime's
 * cryptographic random source. Never from the seeded ids: a demo runs the fake with a known seed,
 * and a secret anyone could recompute would let anyone sign deliveries to its receiver.
 */
export function createSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
