import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_POLL_INTERVAL_MS } from './livePolling.js';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useAccounts } from './useAccounts.js';
import { useCreateAccount } from './useCreateAccount.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a customer ready for payments', () => {
  it('should list the issued wallet and bank account, and filter them from one read', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { walletAccountId, bankAccountId } = harness.scenario;

    const { result } = renderHook(() => ({ all: useAccounts(), wallets: useAccounts({ type: 'wallet' }) }), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.all.status).toBe('success'));
    expect(result.current.all.data?.map((account) => account.id).sort()).toEqual([walletAccountId, bankAccountId].sort());
    expect(result.current.wallets.data?.map((account) => account.id)).toEqual([walletAccountId]);
    expect(sentTo(harness, 'GET', /^\/accounts/)).toHaveLength(1);
  });
});

describe('given an issued account being provisioned', () => {
  it('should stay live until its details arrive, then stop polling', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { result } = renderHook(() => ({ accounts: useAccounts({ origin: 'issued', type: 'bank' }), create: useCreateAccount() }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.accounts.status).toBe('success'));
    const tick = () => act(() => vi.advanceTimersByTimeAsync(MONEY_POLL_INTERVAL_MS));

    const created = await act(() =>
      result.current.create.mutateAsync({
        origin: 'issued',
        type: 'bank',
        method: 'ach',
        settlement: { accountId: harness.scenario.walletAccountId },
      }),
    );
    await waitFor(() => expect(result.current.accounts.data?.find((account) => account.id === created.id)?.status).toBe('provisioning'));
    expect(created.details ?? null).toBeNull();
    harness.clock.advance(harness.platform.core.settings.provisioningMs);
    await tick();

    await waitFor(() => expect(result.current.accounts.data?.find((account) => account.id === created.id)?.status).toBe('ready'));
    expect(result.current.accounts.data?.find((account) => account.id === created.id)?.details).toBeTruthy();
    const reads = sentTo(harness, 'GET', /^\/accounts/).length;
    await tick();
    await tick();
    expect(sentTo(harness, 'GET', /^\/accounts/)).toHaveLength(reads);
  });
});
