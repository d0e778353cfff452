import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transfer } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { spoilFirstAnswer } from '../test-support/unreadableAnswer.js';
import { payInInput, transfersOfQuote } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness, sentTo, type Interceptor } from './test-support/moneyHookHarness.js';
import { transferIntentStorageKey } from '../../core/checkout/transferIntent.js';
import { useCreateTransfer } from './useCreateTransfer.js';

afterEach(() => {
  window.sessionStorage.clear();
});

async function setUp() {
  const harness = await createMoneyHookHarness('readyForPayments');
  const quote = await harness.client.createQuote(payInInput(harness.scenario));
  const creates = () => sentTo(harness, 'POST', /^\/transfers$/);
  return { harness, quote, creates };
}

/** Lets the platform make the transfer, then loses its answer, as a dropped connection would. */
const dropAnswer: Interceptor = async (request, pass) => {
  const response = await pass();
  if (request.method === 'POST' && request.path === '/transfers') throw new TypeError('Failed to fetch');
  return response;
};

describe('given a quote to execute', () => {
  it('should create one transfer and refresh the transfers, the quote and the balances', async () => {
    const { harness, quote } = await setUp();
    for (const queryKey of [paykitQueryKeys.transfers.list(), paykitQueryKeys.quotes.detail(quote.id), paykitQueryKeys.accounts.list()]) {
      harness.queryClient.setQueryData(queryKey, []);
    }
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => result.current.execute({ quoteId: quote.id, memo: 'Top up' }));

    expect(result.current.status).toBe('created');
    expect(result.current.transfer).toMatchObject({ quoteId: quote.id, state: 'awaiting_funds', memo: 'Top up' });
    expect(harness.queryClient.getQueryData(paykitQueryKeys.transfers.detail(result.current.transfer!.id))).toEqual(
      result.current.transfer,
    );
    for (const queryKey of [paykitQueryKeys.transfers.list(), paykitQueryKeys.quotes.detail(quote.id), paykitQueryKeys.accounts.list()]) {
      expect(harness.queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
    expect(window.sessionStorage.getItem(transferIntentStorageKey(quote.id))).toBeNull();
  });
});

describe('given a second click while the first is in flight', () => {
  it('should send nothing more and answer with the same promise', async () => {
    const { harness, quote, creates } = await setUp();
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    let first: Promise<Transfer | null> | undefined;
    let second: Promise<Transfer | null> | undefined;
    await act(async () => {
      first = result.current.execute({ quoteId: quote.id });
      second = result.current.execute({ quoteId: quote.id });
      await first;
    });

    expect(second).toBe(first);
    expect(creates()).toHaveLength(1);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given an answer lost after the platform made the transfer', () => {
  it('should ask again under the same key and get the one transfer back', async () => {
    const { harness, quote, creates } = await setUp();
    let dropped = false;
    harness.intercept(async (request, pass) => {
      if (dropped) return pass();
      dropped = true;
      return dropAnswer(request, pass);
    });
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => result.current.execute({ quoteId: quote.id }));

    expect(result.current.status).toBe('created');
    const [original, again] = creates();
    expect(again?.idempotencyKey).toBe(original?.idempotencyKey);
    const transfers = await transfersOfQuote(harness.client, quote.id);
    expect(transfers.map((transfer) => transfer.id)).toEqual([result.current.transfer?.id]);
  });
});

describe('given a transfer made whose answer cannot be read', () => {
  it('should ask again under the same key and read the one transfer from the replay', async () => {
    const { harness, quote, creates } = await setUp();
    harness.intercept(spoilFirstAnswer('POST', /^\/transfers$/, 'truncated'));
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => result.current.execute({ quoteId: quote.id }));

    expect(result.current.status).toBe('created');
    const [original, again] = creates();
    expect(again?.idempotencyKey).toBe(original?.idempotencyKey);
    expect((await transfersOfQuote(harness.client, quote.id)).map((transfer) => transfer.id)).toEqual([result.current.transfer?.id]);
  });
});

describe('given a reload while the outcome is unknown', () => {
  it('should reuse the stored key after the reload, so exactly one transfer exists', async () => {
    const { harness, quote, creates } = await setUp();
    harness.intercept(dropAnswer);
    const before = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => before.result.current.execute({ quoteId: quote.id }));
    expect(before.result.current.status).toBe('unknown');
    expect(before.result.current.error?.kind).toBe('network');
    expect(before.result.current.hasOpenIntent(quote.id)).toBe(true);
    before.unmount();

    harness.intercept(null);
    const after = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });
    expect(after.result.current.hasOpenIntent(quote.id)).toBe(true);
    await act(() => after.result.current.execute({ quoteId: quote.id }));

    expect(after.result.current.status).toBe('created');
    expect(new Set(creates().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
    expect(after.result.current.hasOpenIntent(quote.id)).toBe(false);
  });
});

describe('given a quote another tab already executed', () => {
  it('should read the existing transfer instead of failing', async () => {
    const { harness, quote } = await setUp();
    const existing = await harness.client.createTransfer({ quoteId: quote.id });
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => result.current.execute({ quoteId: quote.id }));

    expect(result.current.status).toBe('created');
    expect(result.current.transfer?.id).toBe(existing.id);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given a quote the platform refuses to execute', () => {
  it('should expose the PaykitError and close the intent', async () => {
    const { harness, quote } = await setUp();
    harness.clock.advance(harness.platform.core.settings.quoteTtlMs);
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: harness.wrapper });

    await act(() => result.current.execute({ quoteId: quote.id }));

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('quote_expired');
    expect(result.current.hasOpenIntent(quote.id)).toBe(false);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(0);
  });
});
