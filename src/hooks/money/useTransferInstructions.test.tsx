import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useTransferInstructions } from './useTransferInstructions.js';

describe('given a pay-in awaiting funds', () => {
  it('should read how to fund it', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');

    const { result } = renderHook(() => useTransferInstructions(harness.scenario.transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.type).toBe('bank_transfer');
    expect(result.current.data?.bankTransfer?.reference).toEqual(expect.any(String));
  });
});

describe('given a transfer whose funds already arrived', () => {
  it('should not ask for instructions', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    await harness.client.setSandboxTransferState(transferId, { state: 'processing' });

    const { result } = renderHook(() => useTransferInstructions(transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(sentTo(harness, 'GET', new RegExp(`^/transfers/${transferId}$`))).toHaveLength(1));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sentTo(harness, 'GET', /\/instructions$/)).toHaveLength(0);
  });
});
