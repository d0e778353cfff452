import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useUpdateRecipient } from './useUpdateRecipient.js';

describe('given a recipient to relabel', () => {
  it('should merge the change and refresh the recipients', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { recipientId } = harness.scenario;
    harness.queryClient.setQueryData(paykitQueryKeys.recipients.list(), []);
    const { result } = renderHook(() => useUpdateRecipient(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, { recipientId, body: { label: 'Rent', email: 'landlord@example.com' } });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject({ id: recipientId, label: 'Rent', email: 'landlord@example.com' });
    expect(harness.queryClient.getQueryState(paykitQueryKeys.recipients.list())?.isInvalidated).toBe(true);
  });
});
