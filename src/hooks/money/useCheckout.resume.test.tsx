import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { payInInput, transfersOfQuote } from './test-support/moneyFixtures.js';
import { createMoneyHookHarness, sentTo } from './test-support/moneyHookHarness.js';
import { createTransferIntents, OPEN_TRANSFER_INTENT_STORAGE_KEY, transferIntentStorageKey } from '../../core/checkout/transferIntent.js';
import { useCheckout, type UseCheckoutOptions } from './useCheckout.js';

afterEach(() => {
  window.sessionStorage.clear();
});

/** A tab that confirmed a quote and reloaded: the intent is in session storage; `sendFirst` says whether its request reached the API. */
async function reloadedDuringSubmission({ sendFirst, expire = false }: { sendFirst: boolean; expire?: boolean }) {
  const harness = await createMoneyHookHarness('readyForPayments');
  const quote = await harness.client.createQuote(payInInput(harness.scenario, '75.00'));
  const body = { quoteId: quote.id, memo: 'Rent' };
  const idempotencyKey = createTransferIntents(window.sessionStorage).open(quote.id, body);
  const first = sendFirst ? await harness.client.createTransfer(body, { idempotencyKey }) : null;
  if (expire) harness.clock.advance(harness.platform.core.settings.quoteTtlMs + 1_000);
  const mount = (options: UseCheckoutOptions = {}, reactStrictMode = false) =>
    renderHook(() => useCheckout({ now: () => harness.clock.now(), ...options }), { wrapper: harness.wrapper, reactStrictMode });
  return { harness, quote, first, mount, creates: () => sentTo(harness, 'POST', /^\/transfers$/) };
}

describe('given a page reloaded after its confirm reached the API', () => {
  it('should show the one transfer it made, by replaying the same intent, and close the intent', async () => {
    const { harness, quote, first, mount, creates } = await reloadedDuringSubmission({ sendFirst: true });

    const { result } = mount();

    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    expect(result.current.transfer).toMatchObject({ id: first!.id, quoteId: quote.id, memo: 'Rent' });
    expect(result.current.quote?.id).toBe(quote.id);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
    expect(new Set(creates().map((request) => request.idempotencyKey)).size).toBe(1);
    expect(window.sessionStorage.getItem(transferIntentStorageKey(quote.id))).toBeNull();
    expect(window.sessionStorage.getItem(OPEN_TRANSFER_INTENT_STORAGE_KEY)).toBeNull();
  });
});

describe('given a reloaded page rendered in StrictMode (mounted, unmounted and mounted again)', () => {
  it('should still replay the intent under its one key and show the one transfer', async () => {
    const { harness, quote, first, mount, creates } = await reloadedDuringSubmission({ sendFirst: true });

    const { result } = mount({}, true);

    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    expect(result.current.transfer?.id).toBe(first!.id);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
    expect(new Set(creates().map((request) => request.idempotencyKey)).size).toBe(1);
  });
});

describe('given a page reloaded before its confirm reached the API', () => {
  it('should finish what the person confirmed, with their memo, exactly once', async () => {
    const { harness, quote, mount } = await reloadedDuringSubmission({ sendFirst: false });

    const { result } = mount();

    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    const made = await transfersOfQuote(harness.client, quote.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ memo: 'Rent' });
  });

  it('should forget the intent and start afresh when its quote expired unexecuted', async () => {
    const { harness, quote, mount, creates } = await reloadedDuringSubmission({ sendFirst: false, expire: true });

    const { result } = mount();

    await waitFor(() => expect(window.sessionStorage.getItem(transferIntentStorageKey(quote.id))).toBeNull());
    expect(result.current.status).toBe('idle');
    expect(creates()).toHaveLength(0);
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(0);
  });
});

describe('given a new quote asked for while the open intent is read back', () => {
  it('should wait for the intent instead, so the person cannot pay a second time unawares', async () => {
    const { harness, quote, mount } = await reloadedDuringSubmission({ sendFirst: true });

    const { result } = mount();
    expect(result.current.isResuming).toBe(true);
    act(() => result.current.requestQuote(payInInput(harness.scenario, '40.00')));
    expect(result.current.status).toBe('idle');

    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    expect(result.current.isResuming).toBe(false);
    expect(result.current.quote?.id).toBe(quote.id);
    expect(sentTo(harness, 'POST', /^\/quotes$/)).toHaveLength(0);
  });
});

describe('given the checkout unmounted before the intent was read back', () => {
  it('should send nothing, and leave the intent for the next checkout to mount', async () => {
    const { harness, quote, mount, creates } = await reloadedDuringSubmission({ sendFirst: false });

    const first = mount();
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(creates()).toHaveLength(0);
    expect(window.sessionStorage.getItem(transferIntentStorageKey(quote.id))).not.toBeNull();

    const { result } = mount();
    await waitFor(() => expect(result.current.status).toBe('awaiting_funds'));
    expect(await transfersOfQuote(harness.client, quote.id)).toHaveLength(1);
  });
});

describe('given resumeOpenIntent turned off', () => {
  it('should leave the open intent alone', async () => {
    const { quote, mount, creates } = await reloadedDuringSubmission({ sendFirst: false });

    const { result } = mount({ resumeOpenIntent: false });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('idle');
    expect(creates()).toHaveLength(0);
    expect(window.sessionStorage.getItem(transferIntentStorageKey(quote.id))).not.toBeNull();
  });
});
