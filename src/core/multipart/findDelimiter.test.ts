import { describe, expect, it } from 'vitest';
import { findDelimiter } from './findDelimiter.js';

const encoder = new TextEncoder();
const DELIMITER = encoder.encode('\r\n--XyZ-boundary');

/** The delimiter, counting how many of its bytes the search compares. */
function countingDelimiter() {
  const reads = { count: 0 };
  const delimiter = new Proxy(DELIMITER, {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key) as unknown;
    },
  });
  return { delimiter, reads };
}

function repeat(unit: string, bytes: number): Uint8Array {
  const pattern = encoder.encode(unit);
  const content = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += pattern.length) content.set(pattern.subarray(0, bytes - offset), offset);
  return content;
}

describe('given a chunk with a delimiter', () => {
  it('should find it, after near-misses', () => {
    const bytes = encoder.encode('ab\r\r\n--XyZ-bound\r\n--XyZ-boundarx\r\n--XyZ-boundary\r\n');
    expect(findDelimiter(bytes, 0, DELIMITER)).toEqual({ kind: 'match', at: 32 });
    expect(findDelimiter(bytes, 33, DELIMITER)).toEqual({ kind: 'partial', at: 48 });
  });

  it('should say where a delimiter cut by the end of the chunk starts, and nothing for plain content', () => {
    expect(findDelimiter(encoder.encode('content\r\n--XyZ'), 0, DELIMITER)).toEqual({ kind: 'partial', at: 7 });
    expect(findDelimiter(encoder.encode('content\r'), 0, DELIMITER)).toEqual({ kind: 'partial', at: 7 });
    expect(findDelimiter(encoder.encode('content\rx\r\nx'), 0, DELIMITER)).toEqual({ kind: 'none' });
  });
});

describe('given content built to make a delimiter search restart', () => {
  it.each([
    ['near-delimiters', '\r\n--XyZ-boundar\r\r'],
    ['carriage returns', '\r'],
    ['CRLFs', '\r\n'],
    ['cut delimiters', '\r\n--XyZ-'],
  ])('should compare each byte of %s at most once: 8 times the bytes, 8 times the comparisons', (_, unit) => {
    const compared = (bytes: number) => {
      const { delimiter, reads } = countingDelimiter();
      const content = repeat(unit, bytes);
      let from = 0;
      for (;;) {
        const found = findDelimiter(content, from, delimiter);
        if (found.kind !== 'match') break;
        from = found.at + 1;
      }
      return reads.count;
    };
    const small = compared(64 * 1024);
    const large = compared(512 * 1024);
    expect(small).toBeLessThanOrEqual(64 * 1024);
    expect(large).toBeLessThanOrEqual(512 * 1024);
    expect(large / small).toBeLessThan(8.1);
  });
});
