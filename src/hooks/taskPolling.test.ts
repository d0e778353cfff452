import { describe, expect, it } from 'vitest';
import { pollWhileInReview, TASK_POLL_INTERVAL_MS } from './taskPolling.js';
import { proofOfAddressTask } from './test-support/paykitHookHarness.js';

const state = (data?: Parameters<typeof pollWhileInReview>[0]['state']['data']) => ({ state: { data } });

describe('given tasks as read', () => {
  it('should poll while one task is in review', () => {
    expect(pollWhileInReview(state(proofOfAddressTask('tsk_1', 'in_review')))).toBe(TASK_POLL_INTERVAL_MS);
    expect(pollWhileInReview(state([proofOfAddressTask('tsk_1', 'satisfied'), proofOfAddressTask('tsk_2', 'in_review')]))).toBe(
      TASK_POLL_INTERVAL_MS,
    );
  });

  it('should not poll when nothing is in review or nothing was read', () => {
    expect(pollWhileInReview(state(proofOfAddressTask('tsk_1', 'action_required')))).toBe(false);
    expect(pollWhileInReview(state([proofOfAddressTask('tsk_1', 'satisfied')]))).toBe(false);
    expect(pollWhileInReview(state([]))).toBe(false);
    expect(pollWhileInReview(state())).toBe(false);
  });
});
