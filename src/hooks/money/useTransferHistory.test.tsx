import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../core/transferHistory/index.js';
import { payInInput } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness } from './test-support/moneyHookHarness.js';
import { useTransferHistory } from './useTransferHistory.js';

const DAY_MS = 24 * 3600 * 1000;

/** A pay-in awaiting funds (the scenario's), then 20.00 two days later, then 30.00 two days after that. */
async function withTransfersOverDays() {
  const harness = await createMoneyHookHarness('payinAwaitingFunds');
  const ids: string[] = [harness.scenario.transferId];
  for (const amount of ['20.00', '30.00']) {
    harness.clock.advance(2 * DAY_MS);
    const quote = await harness.client.createQuote(payInInput(harness.scenario, amount));
    ids.push((await harness.client.createTransfer({ quoteId: quote.id })).id);
  }
  return { harness, ids };
}

describe('given transfers made on different days, listed by the fake oldest first', () => {
  it('should show them newest first, totalling only what is still moving', async () => {
    const { harness, ids } = await withTransfersOverDays();
    const { result } = renderHook(() => useTransferHistory({}, { timeZone: 'UTC' }), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.transfers.map((t) => t.id)).toEqual([...ids].reverse());
    // The older pay-ins' funding windows ran out while the clock moved: canceled, they count for nothing.
    expect(result.current.transfers.map((t) => t.state)).toEqual(['awaiting_funds', 'canceled', 'canceled']);
    expect(result.current.totals.find((total) => total.currency === result.current.transfers[0]?.in.currency)?.in).toBe('30.00');
    expect(result.current.isComplete).toBe(true);
  });

  it('should keep only the days of the range, in the person’s time zone, and total those alone', async () => {
    const { harness, ids } = await withTransfersOverDays();
    const { result: all } = renderHook(() => useTransferHistory({}, { timeZone: 'UTC' }), { wrapper: harness.wrapper });
    await waitFor(() => expect(all.current.status).toBe('success'));
    const lastDay = localDay(all.current.transfers[0]!.createdAt!, 'UTC')!;

    const { result } = renderHook(() => useTransferHistory({ from: lastDay, to: lastDay }, { timeZone: 'UTC' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.transfers.map((t) => t.id)).toEqual([ids[2]]);
    expect(result.current.totals.find((total) => total.in !== '0.00' && Number(total.in) > 0)?.in).toBe('30.00');
  });

  it('should filter by direction, which the API does not', async () => {
    const { harness } = await withTransfersOverDays();
    const { result } = renderHook(() => useTransferHistory({ direction: 'stablecoin_to_fiat' }), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.transfers).toEqual([]);
    expect(result.current.totals).toEqual([]);
  });
});
