import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useCreateAccount } from './useCreateAccount.js';

describe('given a customer whose ACH capability is ready', () => {
  it('should register an external wallet and refresh the accounts', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    harness.queryClient.setQueryData(paykitQueryKeys.accounts.list(), []);
    const { result } = renderHook(() => useCreateAccount(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, {
      origin: 'external',
      type: 'wallet',
      currency: 'USDC',
      details: { network: 'polygon', address: `0x${'b'.repeat(40)}` },
    });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject({ origin: 'external', type: 'wallet', currency: 'USDC' });
    expect(harness.queryClient.getQueryState(paykitQueryKeys.accounts.list())?.isInvalidated).toBe(true);
  });
});

describe('given a customer without a ready ACH capability', () => {
  it('should expose the refusal of an issued bank account', async () => {
    const harness = await createMoneyHookHarness('newIndividual');
    const { result } = renderHook(() => useCreateAccount(), { wrapper: harness.wrapper });
    const wallet = await harness.client.createAccount({ origin: 'issued', type: 'wallet', currency: 'USDC' });

    await attemptMutation(result.current.mutateAsync, {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      settlement: { accountId: wallet.id },
    });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.status).toBeGreaterThanOrEqual(400);
    expect(result.current.error?.code).toBe('capability_not_ready');
  });
});
