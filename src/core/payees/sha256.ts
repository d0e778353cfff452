/**
 * SHA-256 (FIPS 180-4), small enough for the `paykit/forms` budget: `@noble/hashes`' sha256 costs
 * 2.6 KB gzip there, this about 0.4 KB. Synchronous (WebCrypto's digest is not), so a form's
 * checks stay synchronous. It only hashes the 21 and 32 bytes of a Tron address's checksum.
 * Checked against `@noble/hashes` in its test.
 */

/** The eight working words a, b, c, d, e, f, g, h of a round. */
type Words = [number, number, number, number, number, number, number, number];

const rotate = (word: number, by: number): number => (word >>> by) | (word << (32 - by));

function isPrime(candidate: number): boolean {
  for (let divisor = 2; divisor * divisor <= candidate; divisor += 1) if (candidate % divisor === 0) return false;
  return true;
}

/**
 * The SHA-256 digest of `bytes` (32 bytes).
 *
 * @example
 * sha256(new TextEncoder().encode('abc')); // ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  // The constants: the first 32 bits of the fractional parts of the square roots (the start)
  // and cube roots (the rounds) of the first primes.
  const hash: number[] = [];
  const rounds: number[] = [];
  for (let candidate = 2; rounds.length < 64; candidate += 1) {
    if (isPrime(candidate)) {
      if (hash.length < 8) hash.push((candidate ** 0.5 * 2 ** 32) | 0);
      rounds.push((candidate ** (1 / 3) * 2 ** 32) | 0);
    }
  }
  // Room for the 0x80 byte and the 64-bit length, in blocks of 64 bytes.
  const padded = new Uint8Array(((bytes.length + 72) >> 6) << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 4, bytes.length * 8);
  const schedule: number[] = [];
  for (let block = 0; block < padded.length; block += 64) {
    let state = [...hash] as Words;
    for (let round = 0; round < 64; round += 1) {
      const [a, b, c, d, e, f, g, h] = state;
      const early = schedule[round - 15]!;
      const late = schedule[round - 2]!;
      schedule[round] =
        round < 16
          ? view.getUint32(block + round * 4)
          : (schedule[round - 16]! +
              (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
              schedule[round - 7]! +
              (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10))) |
            0;
      const mixed = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + rounds[round]! + schedule[round]!;
      const majority = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      state = [(mixed + majority) | 0, a, b, c, (d + mixed) | 0, e, f, g];
    }
    state.forEach((word, index) => (hash[index] = (hash[index]! + word) | 0));
  }
  const digest = new DataView(new ArrayBuffer(32));
  hash.forEach((word, index) => digest.setUint32(index * 4, word));
  return new Uint8Array(digest.buffer);
}
