import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payInInput } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useTransfers } from './useTransfers.js';

async function withThreeTransfers() {
  const harness = await createMoneyHookHarness('payinAwaitingFunds');
  for (const amount of ['20.00', '30.00']) {
    const quote = await harness.client.createQuote(payInInput(harness.scenario, amount));
    await harness.client.createTransfer({ quoteId: quote.id });
  }
  return harness;
}

describe('given more transfers than a page holds', () => {
  it('should read the next page on demand until there is no more', async () => {
    const harness = await withThreeTransfers();
    const { result } = renderHook(() => useTransfers({ limit: 2 }), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.pages[0]?.data).toHaveLength(2);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((page) => page.data)).toHaveLength(3);
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('given a state filter', () => {
  it('should list only the transfers in that state', async () => {
    const harness = await withThreeTransfers();
    await harness.client.setSandboxTransferState(harness.scenario.transferId, { state: 'completed' });

    const { result } = renderHook(() => useTransfers({ state: 'completed' }), { wrapper: harness.wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.pages[0]?.data.map((transfer) => transfer.id)).toEqual([harness.scenario.transferId]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
