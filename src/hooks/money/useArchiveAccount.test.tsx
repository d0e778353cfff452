import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attemptMutation } from '../test-support/mutationAttempts.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useArchiveAccount } from './useArchiveAccount.js';

describe('given an account no transfer uses', () => {
  it('should archive it', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { result } = renderHook(() => useArchiveAccount(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, harness.scenario.bankAccountId);

    await waitFor(() => expect(result.current.status).toBe('success'));
    const accounts = await harness.client.listAccounts({ limit: 100 });
    expect(accounts.data.find((account) => account.id === harness.scenario.bankAccountId)?.status).toBe('archived');
  });
});

describe('given an account a pay-in awaiting funds still uses', () => {
  it('should surface account_has_active_transfers with the blocking transfer', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { result } = renderHook(() => useArchiveAccount(), { wrapper: harness.wrapper });

    await attemptMutation(result.current.mutateAsync, harness.scenario.walletAccountId);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('account_has_active_transfers');
    expect(result.current.error?.blockingResources).toContainEqual(
      expect.objectContaining({ type: 'transfer', id: harness.scenario.transferId }),
    );
  });
});
