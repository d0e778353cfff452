import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { useCancelCapability } from './useCancelCapability.js';

const canceledAch: Capability = {
  id: 'ach_pooled',
  method: 'ach',
  directions: ['payin', 'payout'],
  status: 'canceled',
  statusReason: { code: 'canceled', resolution: 'none', message: 'Canceled at your request.' },
  openTaskIds: [],
  applications: [],
};

const notCancelable = new PaykitError({
  kind: 'problem',
  status: 409,
  code: 'capability_not_cancelable',
  blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
});

function setUp(cancelCapability: (...args: unknown[]) => Promise<Capability>) {
  const harness = createHookHarness({ cancelCapability: vi.fn(cancelCapability) });
  for (const queryKey of [paykitQueryKeys.capabilities.list(), paykitQueryKeys.tasks.detail('tsk_1'), paykitQueryKeys.customer()]) {
    harness.queryClient.setQueryData(queryKey, []);
  }
  const { result } = renderHook(() => useCancelCapability(), { wrapper: harness.wrapper });
  const isInvalidated = (queryKey: readonly unknown[]) => harness.queryClient.getQueryState(queryKey)?.isInvalidated;
  return { ...harness, result, isInvalidated };
}

describe('given a cancelable capability', () => {
  it('should cancel it and refresh capabilities and tasks', async () => {
    const { client, result, isInvalidated } = setUp(async () => canceledAch);

    await attemptMutation(result.current.mutateAsync, 'ach_pooled');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(canceledAch);
    expect(client.cancelCapability).toHaveBeenCalledWith('ach_pooled', { idempotencyKey: expect.stringMatching(/^pk_/) });
    expect(isInvalidated(paykitQueryKeys.capabilities.list())).toBe(true);
    expect(isInvalidated(paykitQueryKeys.tasks.detail('tsk_1'))).toBe(true);
    expect(isInvalidated(paykitQueryKeys.customer())).toBe(false);
  });
});

describe('given a cancel that times out', () => {
  it('should retry the same intent under the same key', async () => {
    const outcomes: (PaykitError | Capability)[] = [new PaykitError({ kind: 'timeout' }), canceledAch];
    const { client, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as Capability;
    });

    await attemptMutation(result.current.mutateAsync, 'ach_pooled');
    await attemptMutation(result.current.mutateAsync, 'ach_pooled');

    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first, retry] = sentKeys(vi.mocked(client.cancelCapability).mock.calls);
    expect(retry).toBe(first);
  });
});

describe('given a cancel refused for blocking resources', () => {
  it('should keep the PaykitError with its blocking resources and refresh nothing', async () => {
    const { result, isInvalidated } = setUp(async () => Promise.reject(notCancelable));

    await attemptMutation(result.current.mutateAsync, 'ach_pooled');

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(notCancelable);
    expect(result.current.error?.blockingResources).toEqual([{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }]);
    expect(isInvalidated(paykitQueryKeys.capabilities.list())).toBe(false);
  });

  it('should try again as a new intent once the blockers are dealt with', async () => {
    const outcomes: (PaykitError | Capability)[] = [notCancelable, canceledAch];
    const { client, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as Capability;
    });

    await attemptMutation(result.current.mutateAsync, 'ach_pooled');
    await attemptMutation(result.current.mutateAsync, 'ach_pooled');

    await waitFor(() => expect(result.current.status).toBe('success'));
    const [refused, again] = sentKeys(vi.mocked(client.cancelCapability).mock.calls);
    expect(again).not.toBe(refused);
  });
});
