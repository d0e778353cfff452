import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useTransferTasks } from './useTransferTasks.js';

describe('given a transfer held by a compliance task', () => {
  it('should list the open task that holds it', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');
    const { transferId } = harness.scenario;
    const task = await harness.client.createSandboxTask({ scope: { type: 'transfer', transferId }, items: [{ request: 'document' }] });

    const { result } = renderHook(() => useTransferTasks(transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((open) => [open.id, open.status])).toEqual([[task.id, 'action_required']]);
  });
});

describe('given a transfer without tasks', () => {
  it('should list none', async () => {
    const harness = await createMoneyHookHarness('payinAwaitingFunds');

    const { result } = renderHook(() => useTransferTasks(harness.scenario.transferId), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([]);
  });
});
