import { describe, expect, it } from 'vitest';
import { problemOf } from './test-support/problemOf.js';
import { createUploadSlots } from './uploadSlots.js';

describe('given upload slots of 2 per session and 3 in all', () => {
  it('should refuse a session past 2 with 429 and everyone past 3 with 503, both with Retry-After', () => {
    const slots = createUploadSlots({ perSession: 2, total: 3 });
    slots.enter('cus_a');
    slots.enter('cus_a');
    expect(problemOf(() => slots.enter('cus_a'))).toMatchObject({ status: 429, code: 'too_many_uploads', retryAfterSeconds: 2 });
    slots.enter('cus_b');
    expect(problemOf(() => slots.enter('cus_c'))).toMatchObject({ status: 503, code: 'upload_capacity_reached', retryAfterSeconds: 2 });
    expect(slots.inFlight()).toBe(3);
  });

  it('should free one slot per lease however often it is released, and abort its signal', () => {
    const slots = createUploadSlots({ perSession: 1, total: 1 });
    const lease = slots.enter('cus_a');
    lease.release();
    lease.release();
    expect(lease.signal.aborted).toBe(true);
    const next = slots.enter('cus_a');
    expect(next.signal.aborted).toBe(false);
    expect(problemOf(() => slots.enter('cus_b'))?.status).toBe(503);
    expect(slots.inFlight()).toBe(1);
  });
});
