import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import { customerSchema, type Customer } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useUpdateCustomer } from './useUpdateCustomer.js';

const read: Customer = customerSchema.parse({ id: 'cus_1', type: 'individual', individual: { firstName: 'Ada', phone: '+441234567' } });
const saved: Customer = customerSchema.parse({ id: 'cus_1', type: 'individual', individual: { firstName: 'Ada' } });
const change = { individual: { phone: null } };

function setUp(updateCustomer: (...args: unknown[]) => Promise<Customer>) {
  const harness = createHookHarness({ updateCustomer: vi.fn(updateCustomer) });
  harness.queryClient.setQueryData(paykitQueryKeys.customer(), read);
  harness.queryClient.setQueryData(paykitQueryKeys.tasks.list(), []);
  const { result } = renderHook(() => useUpdateCustomer(), { wrapper: harness.wrapper });
  return { ...harness, result };
}

describe('given a change to the customer', () => {
  it('should send the merge document and hold the saved customer in the customer read at once', async () => {
    const { client, queryClient, result } = setUp(async () => saved);

    await attemptMutation(result.current.mutateAsync, change);

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(client.updateCustomer).toHaveBeenCalledWith(change, { idempotencyKey: expect.stringMatching(/^pk_/) });
    expect(queryClient.getQueryData(paykitQueryKeys.customer())).toEqual(saved);
    expect(queryClient.getQueryState(paykitQueryKeys.customer())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(paykitQueryKeys.tasks.list())?.isInvalidated).toBe(true);
  });
});

describe('given a change whose outcome is unknown', () => {
  it('should send it again under the same key, and another change under a new one', async () => {
    const outcomes: (PaykitError | Customer)[] = [new PaykitError({ kind: 'problem', status: 503 }), saved, saved];
    const { client, queryClient, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as Customer;
    });

    await attemptMutation(result.current.mutateAsync, change);
    expect(queryClient.getQueryData(paykitQueryKeys.customer())).toEqual(read);
    await attemptMutation(result.current.mutateAsync, change);
    await attemptMutation(result.current.mutateAsync, { individual: { email: 'ada@example.com' } });

    const [first, retry, other] = sentKeys(vi.mocked(client.updateCustomer).mock.calls);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});
