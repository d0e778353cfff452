import { describe, expect, it } from 'vitest';
import { createIdGenerator } from './seededIds.js';

describe('given seeded ids', () => {
  it('should give the same ids for the same seed and others for another seed', () => {
    const first = createIdGenerator(7);
    const second = createIdGenerator(7);
    const other = createIdGenerator(8);
    const ids = [first.next('cus_'), first.next('tsk_')];
    expect([second.next('cus_'), second.next('tsk_')]).toEqual(ids);
    expect(other.next('cus_')).not.toBe(ids[0]);
  });

  it('should make ids of the prefix followed by alphanumerics', () => {
    const ids = createIdGenerator(1);
    for (let i = 0; i < 50; i += 1) expect(ids.next('quo_')).toMatch(/^quo_[A-Za-z0-9]{14}$/);
  });
});
