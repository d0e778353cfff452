/**
 * Keccak-256 (the original Keccak padding Ethereum uses, not NIST SHA3-256), small enough for the
 * `paykit/forms` budget: `@noble/hashes`' keccak costs 2.5 KB gzip there, this under 0.5 KB. It only
 * hashes the 40 characters of an EIP-55 address, so 64-bit lanes as BigInts are fast enough.
 * Checked against `@noble/hashes` in its test.
 */

const MASK = (1n << 64n) - 1n;
/** The rate of Keccak-256 in bytes (1600 - 2 × 256 bits). */
const RATE = 136;

const rotate = (lane: bigint, by: number): bigint => (by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK);

/** The round constants, from the degree-8 LFSR of the Keccak reference. */
function roundConstants(): bigint[] {
  const constants: bigint[] = [];
  let register = 1;
  for (let round = 0; round < 24; round += 1) {
    let constant = 0n;
    for (let bit = 0; bit < 7; bit += 1) {
      if (register & 1) constant |= 1n << BigInt((1 << bit) - 1);
      register = register & 0x80 ? (register << 1) ^ 0x171 : register << 1;
    }
    constants.push(constant);
  }
  return constants;
}

/** Keccak-f[1600] on `state` (25 lanes, x + 5y), in place. */
function permute(state: bigint[], constants: readonly bigint[]): void {
  for (const constant of constants) {
    const parity = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!);
    for (let x = 0; x < 5; x += 1) {
      const mix = parity[(x + 4) % 5]! ^ rotate(parity[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= mix;
    }
    // ρ and π: walk the 24 lanes from (1, 0), each rotated by the next triangular number.
    let [x, y, carried] = [1, 0, state[1]!];
    for (let step = 0; step < 24; step += 1) {
      [x, y] = [y, (2 * x + 3 * y) % 5];
      const next = state[x + 5 * y]!;
      state[x + 5 * y] = rotate(carried, (((step + 1) * (step + 2)) / 2) % 64);
      carried = next;
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5);
      for (let x = 0; x < 5; x += 1) state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & MASK & row[(x + 2) % 5]!);
    }
    state[0]! ^= constant;
  }
}

/**
 * The Keccak-256 digest of `bytes` (32 bytes), as in Ethereum.
 *
 * @example
 * keccak256(new Uint8Array()); // c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470
 */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array((Math.floor(bytes.length / RATE) + 1) * RATE);
  padded.set(bytes);
  padded[bytes.length] = 0x01;
  padded[padded.length - 1]! |= 0x80;
  const state: bigint[] = Array.from({ length: 25 }, () => 0n);
  const constants = roundConstants();
  const view = new DataView(padded.buffer);
  for (let block = 0; block < padded.length; block += RATE) {
    for (let lane = 0; lane < RATE / 8; lane += 1) state[lane]! ^= view.getBigUint64(block + lane * 8, true);
    permute(state, constants);
  }
  const digest = new DataView(new ArrayBuffer(32));
  for (let lane = 0; lane < 4; lane += 1) digest.setBigUint64(lane * 8, state[lane]!, true);
  return new Uint8Array(digest.buffer);
}
