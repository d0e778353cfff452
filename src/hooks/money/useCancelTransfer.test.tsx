import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useCancelTransfer } from './useCancelTransfer.js';

describe('given a pay-in awaiting funds', () => {
  it('should cancel it and refresh the transfers, quotes and balances', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId, quoteId } = harness.scenario;
    const cached = [paykitQueryKeys.transfers.detail(transferId), paykitQueryKeys.quotes.detail(quoteId), paykitQueryKeys.accounts.list()];
    for (const queryKey of cached) harness.queryClient.setQueryData(queryKey, {});
    const { result } = renderHook(() => useCancelTransfer(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, transferId);

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.state).toBe('canceled');
    for (const queryKey of cached) expect(harness.queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});

describe('given a transfer whose money already moves', () => {
  it('should expose the refusal as a PaykitError', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    await harness.client.setSandboxTransferState(transferId, { state: 'processing' });
    const { result } = renderHook(() => useCancelTransfer(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, transferId);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('transfer_not_cancelable');
    expect((await harness.client.getTransfer(transferId)).state).toBe('processing');
  });
});
