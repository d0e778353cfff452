import { describe, expect, it } from 'vitest';
import { createSeenIdSet } from './createSeenIdSet.js';

function clock(start = 0) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('given a seen-id set', () => {
  it('should remember an added id until its time to live passes', () => {
    const time = clock();
    const seen = createSeenIdSet({ ttlSeconds: 60, now: time.now });
    expect(seen.has('msg_1')).toBe(false);
    seen.add('msg_1');
    time.advance(59_999);
    expect(seen.has('msg_1')).toBe(true);
    time.advance(1);
    expect(seen.has('msg_1')).toBe(false);
    expect(seen.size).toBe(0);
  });

  it('should forget the oldest ids past maxSize', () => {
    const seen = createSeenIdSet({ maxSize: 3 });
    for (const id of ['a', 'b', 'c', 'd']) seen.add(id);
    expect(seen.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((id) => seen.has(id))).toEqual([false, true, true, true]);
  });

  it('should renew an id added again, so it outlives ids added between', () => {
    const time = clock();
    const seen = createSeenIdSet({ maxSize: 2, ttlSeconds: 10, now: time.now });
    seen.add('a');
    time.advance(5_000);
    seen.add('b');
    seen.add('a');
    seen.add('c');
    expect([seen.has('a'), seen.has('b'), seen.has('c')]).toEqual([true, false, true]);
    time.advance(9_000);
    expect(seen.has('a')).toBe(true);
  });

  it.each([
    [{ maxSize: 0 }, /maxSize/],
    [{ maxSize: 1.5 }, /maxSize/],
    [{ ttlSeconds: 0 }, /ttlSeconds/],
  ])('should refuse the options %j', (options, message) => {
    expect(() => createSeenIdSet(options)).toThrow(message);
  });
});
