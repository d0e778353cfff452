import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { keccak256 } from './keccak256.js';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('given bytes to hash with Keccak-256', () => {
  it('should give the published digests of the empty string and of "abc" (Ethereum’s Keccak, not SHA3-256)', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(hex(keccak256(new TextEncoder().encode('abc')))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });

  it.each([1, 40, 135, 136, 137, 300])('should agree with @noble/hashes on %i bytes, around the 136-byte block', (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) & 255);
    expect(hex(keccak256(bytes))).toBe(hex(keccak_256(bytes)));
  });
});
