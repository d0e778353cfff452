import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.js';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('given bytes to hash with SHA-256', () => {
  it('should give the FIPS 180-4 digests of the empty string, "abc" and the two-block message', () => {
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it.each([1, 21, 32, 55, 56, 63, 64, 65, 200])('should agree with @noble/hashes on %i bytes, around the 64-byte block', (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) & 255);
    expect(hex(sha256(bytes))).toBe(hex(nobleSha256(bytes)));
  });
});
