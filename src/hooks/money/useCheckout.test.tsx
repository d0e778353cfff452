import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { payInInput, transfersOfQuote } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness, sentTo, type Interceptor } from './test-support/moneyHookHarness.js';
import { useCheckout, type UseCheckoutOptions } from './useCheckout.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

async function setUp(options: UseCheckoutOptions = {}) {
  const harness = await createMoneyHookHarness('readyForPayments');
  const { result } = renderHook(() => useCheckout({ now: () => harness.clock.now(), ...options }), { wrapper: harness.wrapper });
  /** Lets `ms` pass on the platform's clock and on the page's timers. */
  const pass = async (ms: number) => {
    harness.clock.advance(ms);
    await act(() => vi.advanceTimersByTimeAsync(ms));
  };
  const quoted = async (amount = '100.00') => {
    act(() => result.current.requestQuote(payInInput(harness.scenario, amount)));
    await waitFor(() => expect(result.current.status).toBe('quoted'));
    return result.current.quote!;
  };
  return {
    harness,
    result,
    pass,
    quoted,
    ttl: harness.platform.core.settings.quoteTtlMs,
    creates: () => sentTo(harness, 'POST', /^\/transfers$/),
    quoteRequests: () => sentTo(harness, 'POST', /^\/quotes$/),
  };
}

const problemResponse = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: `https://errors.payments.example/v3/${String(body.code)}`, title: 'Refused', status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_test0001', ...headers },
  });

describe('given a pay-in quoted and confirmed', () => {
  it('should count down, then create one transfer awaiting funds even when confirm is pressed twice', async () => {
    const { result, pass, quoted, creates, harness, ttl } = await setUp();
    expect(result.current.status).toBe('idle');

    const quote = await quoted();
    expect(quote).toMatchObject({ in: { currency: 'USD', amount: '100.00' }, out: { currency: 'USDC' } });
    expect(result.current.secondsLeft).toBe(ttl / 1000);
    await pass(2_000);
    expect(result.current.secondsLeft).toBe(ttl / 1000 - 2);

    act(() => {
      result.current.confirm({ memo: 'Top up', externalId: 'order-7' });
      result.current.confirm({ memo: 'Top up', externalId: 'order-7' });
    });
    expect(result.current.isConfirming).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));

    expect(creates()).toHaveLength(1);
    expect(result.current.transfer).toMatchObject({ quoteId: quote.id, memo: 'Top up', externalId: 'order-7', state: 'awaiting_funds' });
    expect(result.current.hasTransfer).toBe(true);
    expect(result.current.secondsLeft).toBeNull();
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given a checkout whose confirm made the transfer', () => {
  it('should cache the quote and the transfer and refresh the transfers, the quote and the balances, as useCreateTransfer does', async () => {
    const { result, quoted, harness } = await setUp();
    const quote = await quoted();
    expect(harness.queryClient.getQueryData(paykitQueryKeys.quotes.detail(quote.id))).toEqual(quote);
    for (const queryKey of [paykitQueryKeys.transfers.list(), paykitQueryKeys.accounts.list()])
      harness.queryClient.setQueryData(queryKey, []);

    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));

    expect(harness.queryClient.getQueryData(paykitQueryKeys.transfers.detail(result.current.transfer!.id))).toMatchObject({
      quoteId: quote.id,
    });
    for (const queryKey of [paykitQueryKeys.transfers.list(), paykitQueryKeys.quotes.detail(quote.id), paykitQueryKeys.accounts.list()]) {
      expect(harness.queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});

describe('given a quote that expires', () => {
  it('should re-quote it once on its own, then wait for the person', async () => {
    const { result, pass, quoted, quoteRequests, ttl } = await setUp();
    const first = await quoted();

    await pass(ttl);

    await waitFor(() => expect(result.current.quote?.id).not.toBe(first.id));
    expect(result.current.status).toBe('quoted');
    expect(quoteRequests()).toHaveLength(2);

    await pass(ttl);
    await waitFor(() => expect(result.current.status).toBe('expired'));
    expect(quoteRequests()).toHaveLength(2);

    act(() => result.current.confirm());
    expect(result.current.status).toBe('expired');
    act(() => result.current.requote());
    await waitFor(() => expect(result.current.status).toBe('quoted'));
    expect(quoteRequests()).toHaveLength(3);
  });
});

describe('given a quote another tab already executed', () => {
  it('should open the existing transfer instead of creating one', async () => {
    const { result, quoted, harness } = await setUp();
    const quote = await quoted();
    const existing = await harness.client.createTransfer({ quoteId: quote.id });

    act(() => result.current.confirm());

    await waitFor(() => expect(result.current.transfer?.id).toBe(existing.id));
    expect(result.current.status).toBe('awaiting_funds');
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given a rail briefly unavailable when quoting', () => {
  it('should show the error with its next step, then ask again once Retry-After has passed', async () => {
    const { result, harness, pass, quoteRequests } = await setUp();
    let refused = 0;
    harness.intercept(async (request, next) => {
      if (request.path !== '/quotes' || refused > 0) return next();
      refused += 1;
      return problemResponse(503, { code: 'rail_temporarily_unavailable', retryable: true }, { 'Retry-After': '5' });
    });

    act(() => result.current.requestQuote(payInInput(harness.scenario)));
    await waitFor(() => expect(result.current.status).toBe('quote_error'));
    expect(result.current.guidance).toMatchObject({ code: 'rail_temporarily_unavailable', nextStep: 'retry_later', retryAfterMs: 5_000 });
    expect(result.current.retryAt).toBe(harness.clock.now() + 5_000);

    await pass(4_000);
    expect(quoteRequests()).toHaveLength(1);
    await pass(1_000);

    await waitFor(() => expect(result.current.status).toBe('quoted'));
    expect(quoteRequests()).toHaveLength(2);
    expect(result.current.error).toBeNull();
  });
});

describe('given a confirm whose answer is lost every time it is sent at first', () => {
  it('should read the outcome back under the same key, so exactly one transfer exists', async () => {
    const { result, harness, pass, quoted, creates } = await setUp({ reconcileDelayMs: 3_000 });
    const quote = await quoted();
    let dropped = 0;
    const dropAnswers: Interceptor = async (request, next) => {
      const response = await next();
      if (request.path === '/transfers' && request.method === 'POST' && dropped < 2) {
        dropped += 1;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    harness.intercept(dropAnswers);

    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.status).toBe('reconciling'));
    expect(result.current.isConfirming).toBe(true);
    expect(result.current.guidance?.nextStep).toBe('retry_later');
    act(() => result.current.confirm());
    expect(creates()).toHaveLength(2);

    await pass(3_000);

    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    expect(new Set(creates().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given a payout larger than the wallet holds', () => {
  it('should refuse the confirm with insufficient_balance and let the person edit', async () => {
    const { result, harness } = await setUp();
    const { scenario } = harness;
    act(() =>
      result.current.requestQuote({
        capabilityId: scenario.capabilityId,
        destinationId: scenario.destinationId,
        in: { currency: 'USDC', amount: '5000' },
        out: { currency: 'USD' },
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('quoted'));

    act(() => result.current.confirm());

    await waitFor(() => expect(result.current.status).toBe('confirm_error'));
    expect(result.current.guidance).toMatchObject({ code: 'insufficient_balance', nextStep: 'add_funds' });
    act(() => result.current.edit());
    expect(result.current.status).toBe('idle');
    expect(result.current.state.input).toMatchObject({ in: { amount: '5000' } });
  });
});
