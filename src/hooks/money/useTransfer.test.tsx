import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_POLL_INTERVAL_MS } from './livePolling.js';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useTransfer } from './useTransfer.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(MONEY_POLL_INTERVAL_MS));

describe('given a pay-in awaiting funds', () => {
  it('should follow it to completed through polling, then stop polling', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    const reads = () => sentTo(harness, 'GET', new RegExp(`^/transfers/${transferId}$`)).length;
    const { result } = renderHook(() => useTransfer(transferId), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('awaiting_funds'));

    await tick();
    expect(reads()).toBe(2);
    await harness.client.setSandboxTransferState(transferId, { state: 'completed' });
    await tick();

    await waitFor(() => expect(result.current.data?.state).toBe('completed'));
    const settled = reads();
    await tick();
    await tick();
    expect(reads()).toBe(settled);
  });

  it('should show a failure with its reason', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    await harness.client.setSandboxTransferState(transferId, {
      state: 'failed',
      stateDetail: { code: 'rail_rejected', message: 'The bank refused it.' },
    });

    const { result } = renderHook(() => useTransfer(transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.data?.state).toBe('failed'));
    expect(result.current.data?.stateDetail).toMatchObject({ code: 'rail_rejected', message: 'The bank refused it.' });
  });
});

describe('given a transfer that does not exist', () => {
  it('should expose the PaykitError', async () => {
    const harness = await createMoneyHookHarness('newIndividual');

    const { result } = renderHook(() => useTransfer('tr_missing1'), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.status).toBe(404);
  });
});
