import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { useRequestCapability } from './useRequestCapability.js';

const pendingAch: Capability = {
  id: 'ach_pooled',
  method: 'ach',
  directions: ['payin', 'payout'],
  status: 'restricted',
  statusReason: { code: 'tasks_open', resolution: 'complete_tasks', message: 'Complete the open tasks.' },
  openTaskIds: ['tsk_1'],
  applications: [],
};

function setUp(requestCapability: (...args: unknown[]) => Promise<Capability>) {
  const harness = createHookHarness({ requestCapability: vi.fn(requestCapability) });
  for (const queryKey of [paykitQueryKeys.capabilities.list(), paykitQueryKeys.tasks.list(), paykitQueryKeys.relatedParties.list()]) {
    harness.queryClient.setQueryData(queryKey, []);
  }
  const { result } = renderHook(() => useRequestCapability(), { wrapper: harness.wrapper });
  const isInvalidated = (queryKey: readonly unknown[]) => harness.queryClient.getQueryState(queryKey)?.isInvalidated;
  return { ...harness, result, isInvalidated };
}

describe('given a capability the customer may request', () => {
  it('should request it with the chosen institutions and refresh capabilities and tasks', async () => {
    const { client, result, isInvalidated } = setUp(async () => pendingAch);

    await attemptMutation(result.current.mutateAsync, { capabilityId: 'ach_pooled', institutions: ['ins_lead'] });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(pendingAch);
    expect(client.requestCapability).toHaveBeenCalledWith(
      'ach_pooled',
      { institutions: ['ins_lead'] },
      { idempotencyKey: expect.stringMatching(/^pk_/) },
    );
    expect(isInvalidated(paykitQueryKeys.capabilities.list())).toBe(true);
    expect(isInvalidated(paykitQueryKeys.tasks.list())).toBe(true);
    expect(isInvalidated(paykitQueryKeys.relatedParties.list())).toBe(false);
  });

  it('should send no body for the default institutions', async () => {
    const { client, result } = setUp(async () => pendingAch);

    await attemptMutation(result.current.mutateAsync, { capabilityId: 'ach_pooled' });

    expect(client.requestCapability).toHaveBeenCalledWith('ach_pooled', undefined, { idempotencyKey: expect.any(String) });
  });
});

describe('given a request that fails on the network', () => {
  it('should retry the same intent under the same key', async () => {
    const outcomes: (PaykitError | Capability)[] = [new PaykitError({ kind: 'network' }), pendingAch];
    const { client, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as Capability;
    });

    await attemptMutation(result.current.mutateAsync, { capabilityId: 'ach_pooled' });
    await waitFor(() => expect(result.current.error?.kind).toBe('network'));
    await attemptMutation(result.current.mutateAsync, { capabilityId: 'ach_pooled' });

    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first, retry] = sentKeys(vi.mocked(client.requestCapability).mock.calls);
    expect(retry).toBe(first);
  });
});

describe('given a request the API refuses', () => {
  it('should expose the PaykitError and refresh nothing', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 409, code: 'capability_not_ready' });
    const { result, isInvalidated } = setUp(async () => Promise.reject(failure));

    await attemptMutation(result.current.mutateAsync, { capabilityId: 'card' });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(isInvalidated(paykitQueryKeys.capabilities.list())).toBe(false);
  });
});
