import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payInInput } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { useCreateTransfer } from './useCreateTransfer.js';
import { useQuote, type UseQuoteOptions } from './useQuote.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  window.sessionStorage.clear();
});

async function setUp(options: UseQuoteOptions = {}) {
  const harness = await createMoneyHookHarness('readyForPayments');
  const input = payInInput(harness.scenario);
  const { result } = renderHook(() => useQuote({ now: () => harness.clock.now(), ...options }), { wrapper: harness.wrapper });
  const quoteRequests = () => sentTo(harness, 'POST', /^\/quotes$/);
  /** Lets `ms` pass on the platform's clock and on the page's timers. */
  const pass = async (ms: number) => {
    harness.clock.advance(ms);
    await act(() => vi.advanceTimersByTimeAsync(ms));
  };
  return { harness, input, result, quoteRequests, pass, ttl: harness.platform.core.settings.quoteTtlMs };
}

const hideThePage = () => Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });

describe('given a quote asked for', () => {
  it('should show it with a countdown that moves once a second', async () => {
    const { result, input, pass, ttl } = await setUp();
    expect(result.current.status).toBe('idle');

    await act(() => result.current.create(input));

    expect(result.current.status).toBe('quoted');
    expect(result.current.quote).toMatchObject({ state: 'active', in: { currency: 'USD', amount: '100.00' } });
    expect(result.current.secondsLeft).toBe(ttl / 1000);
    await pass(1_000);
    expect(result.current.secondsLeft).toBe(ttl / 1000 - 1);
    await pass(2_000);
    expect(result.current.secondsLeft).toBe(ttl / 1000 - 3);
    expect(result.current.isExpired).toBe(false);
  });

  it('should expose a refusal as an error', async () => {
    const { result, harness } = await setUp();

    await act(() => result.current.create({ ...payInInput(harness.scenario), destinationId: 'acc_missing1' }));

    expect(result.current.status).toBe('error');
    expect(result.current.error?.status).toBeGreaterThanOrEqual(400);
    expect(result.current.quote).toBeUndefined();
  });
});

describe('given a quote that expires while the page is visible', () => {
  it('should re-quote once under a new key, then wait for the person', async () => {
    const { result, input, pass, quoteRequests, ttl } = await setUp();
    await act(() => result.current.create(input));
    const first = result.current.quote?.id;

    await pass(ttl);

    await waitFor(() => expect(result.current.quote?.id).not.toBe(first));
    expect(result.current.status).toBe('quoted');
    const [original, requoted] = quoteRequests();
    expect(requoted?.idempotencyKey).not.toBe(original?.idempotencyKey);
    expect(requoted?.idempotencyKey).toMatch(/^pk_/);

    await pass(ttl);

    expect(result.current.status).toBe('expired');
    expect(result.current.isExpired).toBe(true);
    expect(result.current.secondsLeft).toBe(0);
    expect(quoteRequests()).toHaveLength(2);
  });
});

describe('given a quote that expires in a hidden tab', () => {
  it('should stay expired until requote asks again with the same input', async () => {
    const { result, input, pass, quoteRequests, ttl } = await setUp();
    await act(() => result.current.create(input));
    hideThePage();

    await pass(ttl);

    expect(result.current.status).toBe('expired');
    expect(quoteRequests()).toHaveLength(1);
    await act(() => result.current.requote());
    expect(result.current.status).toBe('quoted');
    expect(quoteRequests()).toHaveLength(2);
    expect(quoteRequests()[1]?.idempotencyKey).not.toBe(quoteRequests()[0]?.idempotencyKey);
  });
});

describe('given autoRequote turned off', () => {
  it('should leave an expired quote expired', async () => {
    const { result, input, pass, quoteRequests, ttl } = await setUp({ autoRequote: false });
    await act(() => result.current.create(input));

    await pass(ttl + 1_000);

    expect(result.current.status).toBe('expired');
    expect(quoteRequests()).toHaveLength(1);
  });
});

describe('given a quote a transfer executes', () => {
  it('should read it again and show it executed, without a countdown', async () => {
    const harness = await createMoneyHookHarness('readyForPayments');
    const { result } = renderHook(() => ({ quote: useQuote({ now: () => harness.clock.now() }), transfer: useCreateTransfer() }), {
      wrapper: harness.wrapper,
    });
    const quote = await act(() => result.current.quote.create(payInInput(harness.scenario)));

    await act(() => result.current.transfer.execute({ quoteId: quote!.id }));

    await waitFor(() => expect(result.current.quote.status).toBe('executed'));
    expect(result.current.quote.secondsLeft).toBeNull();
  });
});
