/**
 * The credential in the link of a hosted page the fake serves in place of a third party (a card
 * checkout, an identity verification or terms session): a token from the runtime's cryptographic random source, never from the seeded id
 * sequence (a seed and one id seen are enough to replay that sequence), compared in constant time.
 */

/** 24 random bytes: 192 bits, written as 48 hex digits. */
const TOKEN_BYTES = 24;

/** A fresh, unguessable link token (48 hex digits). */
export function newHostedToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * True when `given` (a link's `token` query parameter) is `expected`. Every character is compared
 * whatever the first difference, so the time taken tells nothing of how much of a guess was right;
 * a length that differs (all tokens have one length) is refused at once.
 */
export function hostedTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (given === null || expected === undefined || given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}
