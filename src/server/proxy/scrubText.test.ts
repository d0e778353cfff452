import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScrub } from './scrubText.js';

const KEY = 'sk_sandbox_CANARY123';
const HOST = 'api.payments.example';
const scrub = createScrub(KEY, [`${HOST}:8443`, HOST]);

describe('given a text naming the key or the upstream host', () => {
  it.each([
    [`Key ${KEY} refused`, 'Key [redacted] refused'],
    ['GET https://API.PAYMENTS.EXAMPLE:8443/v3/x?y=1#z failed', 'GET the payments API failed'],
    [`"${HOST}" said no`, '"the payments API" said no'],
    ['see git+ssh://api.payments.example/x and 1a://api.payments.example', 'see the payments API and 1the payments API'],
    [`https://${HOST}/v3/${KEY} then ${HOST}:99`, 'the payments API then the payments API'],
    ['api.payments.exampl and payments.example stay', 'api.payments.exampl and payments.example stay'],
  ])('should scrub %s', (text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  it('should take a whole run of scheme characters before :// as the scheme', () => {
    expect(scrub(`say ${'a'.repeat(5_000)}://${HOST}/x.`)).toBe('say the payments API');
  });
});

/** Pieces whose joins never spell the start of the key or the host by accident. */
const piece = fc.oneof(
  fc.constantFrom(KEY, HOST, HOST.toUpperCase(), `${HOST}:8443`, ' ', 'x', 'word ', 'é', '😀'),
  fc.nat({ max: 400 }).map((length) => `https://${HOST}/${'p'.repeat(length)}`),
);
const startsOf = (needle: string) => Array.from({ length: needle.length - 3 }, (_, index) => needle.slice(0, index + 4).toLowerCase());
const partials = [...startsOf(KEY), ...startsOf(HOST)];

describe('given a text cut to a length', () => {
  it('should never keep a part of the key or the host at the cut, however the replacements shorten the text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.nat({ max: 300 }), (pieces, max) => {
        const scrubbed = scrub(pieces.join(''), max).toLowerCase();
        expect(scrubbed.length).toBeLessThanOrEqual(max);
        for (const partial of partials) expect(scrubbed).not.toContain(partial);
      }),
      { numRuns: 2_000 },
    );
  });

  it('should cut a text that names neither exactly where asked', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.nat({ max: 300 }), (text, max) => {
        fc.pre(!text.toLowerCase().includes(HOST) && !text.includes(KEY));
        expect(scrub(text, max)).toBe(text.slice(0, max));
      }),
    );
  });
});
