const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A small, fast, seedable pseudo-random generator (mulberry32): same seed, same sequence. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes ids: a prefix and 14 alphanumerics, the same sequence for the same seed. */
export interface IdGenerator {
  next(prefix: string): string;
  /** Alphanumerics only (secrets, reference codes). */
  token(length: number): string;
}

/** An id generator over a seeded random sequence. */
export function createIdGenerator(seed: number): IdGenerator {
  const random = createRandom(seed);
  const token = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
    return out;
  };
  return { next: (prefix) => `${prefix}${token(14)}`, token };
}
