// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOriginsFor, judgeSameOrigin } from './sameOriginGuard.js';

const allowed = ['http://127.0.0.1:3000', 'http://localhost:3000'];
const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/demo/sign-in', { method: 'POST', headers });

describe('given a request to a demo route', () => {
  it.each([
    ['the paykit header and an allowed Origin', { 'Paykit-Request': '1', Origin: 'http://localhost:3000' }, 'allowed'],
    ['the paykit header, no Origin and Sec-Fetch-Site same-origin', { 'Paykit-Request': '1', 'Sec-Fetch-Site': 'same-origin' }, 'allowed'],
    ['no paykit header', { Origin: 'http://127.0.0.1:3000' }, 'missing_paykit_header'],
    ['a paykit header other than 1', { 'Paykit-Request': 'true', Origin: 'http://127.0.0.1:3000' }, 'missing_paykit_header'],
    ['a foreign Origin', { 'Paykit-Request': '1', Origin: 'https://evil.example' }, 'foreign_origin'],
    ['an Origin on another port', { 'Paykit-Request': '1', Origin: 'http://127.0.0.1:3001' }, 'foreign_origin'],
    ['the opaque null Origin', { 'Paykit-Request': '1', Origin: 'null' }, 'foreign_origin'],
    [
      'a foreign Origin that claims same-origin fetch metadata',
      { 'Paykit-Request': '1', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
      'foreign_origin',
    ],
    ['no Origin and cross-site fetch metadata', { 'Paykit-Request': '1', 'Sec-Fetch-Site': 'cross-site' }, 'unknown_origin'],
    ['neither Origin nor fetch metadata', { 'Paykit-Request': '1' }, 'unknown_origin'],
  ])('should judge one with %s', (_name, headers, verdict) => {
    expect(judgeSameOrigin(post(headers), allowed)).toBe(verdict);
  });
});

describe('given where the server listens', () => {
  it('should allow both spellings of loopback on its port', () => {
    expect(allowedOriginsFor('127.0.0.1', 3000)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(allowedOriginsFor('::1', 3107)).toEqual(['http://[::1]:3107', 'http://127.0.0.1:3107', 'http://localhost:3107']);
  });

  it('should allow only the public origin when one is set', () => {
    expect(allowedOriginsFor('127.0.0.1', 3000, 'https://shop.example')).toEqual(['https://shop.example']);
  });

  it('should allow only its own address on another interface', () => {
    expect(allowedOriginsFor('192.168.1.20', 3000)).toEqual(['http://192.168.1.20:3000']);
  });
});
