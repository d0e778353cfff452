import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { checkoutStep } from './checkoutViews.js';
import type { CreateCheckoutOptions } from './checkoutObserverTypes.js';
import { createCheckout } from './createCheckout.js';
import { payInFor, problem } from './test-support/checkoutFixtures.js';
import { createFakeCheckoutApi, QUOTE_TTL_MS } from './test-support/fakeCheckoutApi.js';
import { createManualCheckoutClock, settle } from './test-support/manualCheckoutClock.js';
import { createTransferIntents, OPEN_TRANSFER_INTENT_STORAGE_KEY, transferIntentStorageKey } from './transferIntent.js';
import type { PaykitStorage } from '../storage.js';

/** A session storage of one tab, in memory. */
function tabStorage(): PaykitStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setUp(options: CreateCheckoutOptions = {}) {
  const clock = createManualCheckoutClock();
  const api = createFakeCheckoutApi(clock);
  const storage = options.storage === undefined ? tabStorage() : options.storage;
  const onTransfer = vi.fn();
  const onTransferCreated = vi.fn();
  const make = (more: CreateCheckoutOptions = {}) =>
    createCheckout(api.client, { clock, storage, onTransfer, onTransferCreated, isVisible: () => true, ...options, ...more });
  const checkout = make();
  const unsubscribe = checkout.subscribe(() => {});
  const snapshot = () => checkout.getSnapshot();
  const quoted = async (amount = '100.00') => {
    checkout.requestQuote(payInFor(amount));
    await settle();
    expect(snapshot().state.status).toBe('quoted');
    return snapshot().state.quote!;
  };
  const keysOf = (method: 'createQuote' | 'createTransfer') => api.callsTo(method).map((call) => call.idempotencyKey);
  return { clock, api, storage, checkout, snapshot, quoted, keysOf, unsubscribe, make, onTransfer, onTransferCreated };
}

describe('given a live quote', () => {
  it('should count down on whole seconds, expire at zero, re-quote once with a new key, then wait for the person', async () => {
    const { clock, snapshot, quoted, keysOf, checkout } = setUp();
    const first = await quoted();
    expect(snapshot().secondsLeft).toBe(QUOTE_TTL_MS / 1000);

    await clock.advance(2_500);
    expect(snapshot().secondsLeft).toBe(QUOTE_TTL_MS / 1000 - 2);

    await clock.advance(QUOTE_TTL_MS - 2_500);
    expect(snapshot().state.status).toBe('quoted');
    expect(snapshot().state.quote?.id).not.toBe(first.id);
    expect(keysOf('createQuote')).toHaveLength(2);
    expect(new Set(keysOf('createQuote')).size).toBe(2);

    await clock.advance(QUOTE_TTL_MS);
    expect(snapshot().state.status).toBe('expired');
    expect(snapshot().secondsLeft).toBeNull();
    expect(keysOf('createQuote')).toHaveLength(2);

    checkout.confirm();
    expect(snapshot().state.status).toBe('expired');
    checkout.requote();
    await settle();
    expect(snapshot().state.status).toBe('quoted');
    expect(keysOf('createQuote')).toHaveLength(3);
  });

  it('should not re-quote on its own when it expires in a hidden tab', async () => {
    const { clock, snapshot, quoted, keysOf } = setUp({ isVisible: () => false });
    await quoted();
    await clock.advance(QUOTE_TTL_MS);
    expect(snapshot().state.status).toBe('expired');
    expect(keysOf('createQuote')).toHaveLength(1);
  });

  it('should send a quote input again under its key when the answer was lost, and anew after a requote', async () => {
    const { api, snapshot, checkout, keysOf } = setUp();
    api.script('createQuote', 'lose_answer');
    checkout.requestQuote(payInFor('100.00'));
    await settle();
    expect(snapshot().state.status).toBe('quote_error');
    checkout.requestQuote(payInFor('100.00'));
    await settle();
    expect(snapshot().state.status).toBe('quoted');
    checkout.requote();
    await settle();
    const [lostKey, replayKey, requoteKey] = keysOf('createQuote');
    expect(replayKey).toBe(lostKey);
    expect(requoteKey).not.toBe(lostKey);
  });
});

describe('given a checkout whose last subscriber left', () => {
  it('should run no timer and ask nothing on its own, and find the quote expired (and re-quote it) on the next subscriber', async () => {
    const { clock, snapshot, quoted, keysOf, checkout, unsubscribe } = setUp();
    await quoted();
    unsubscribe();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(QUOTE_TTL_MS * 2);
    expect(keysOf('createQuote')).toHaveLength(1);

    checkout.subscribe(() => {});
    expect(snapshot().state.status).toBe('requoting');
    await settle();
    expect(snapshot().state.status).toBe('quoted');
    expect(keysOf('createQuote')).toHaveLength(2);
  });
});

describe('given a quote refused for a while (Retry-After)', () => {
  it('should show when it retries, send nothing before, and re-quote once that time has passed', async () => {
    const { api, clock, snapshot, checkout, keysOf } = setUp();
    const unavailable = problem('rail_temporarily_unavailable', { status: 503, outcome: 'refused', retryable: true, retryAfterMs: 5_000 });
    api.script('createQuote', { error: unavailable });
    checkout.requestQuote(payInFor('100.00'));
    await settle();
    expect(snapshot().state.status).toBe('quote_error');
    expect(snapshot().retryAt).toBe(clock.now() + 5_000);

    await clock.advance(4_999);
    expect(keysOf('createQuote')).toHaveLength(1);
    await clock.advance(1);
    expect(snapshot().state).toMatchObject({ status: 'quoted', error: null });
    expect(keysOf('createQuote')).toHaveLength(2);
  });
});

describe('given a confirm', () => {
  it('should create one transfer when confirmed twice, tell the caller once, and follow it live', async () => {
    const { api, clock, snapshot, checkout, quoted, keysOf, onTransfer, onTransferCreated } = setUp();
    const quote = await quoted();
    checkout.confirm({ memo: 'Top up' });
    checkout.confirm({ memo: 'Top up' });
    expect(snapshot().state.status).toBe('confirming');
    await settle();

    expect(snapshot().state).toMatchObject({ status: 'awaiting_funds', transfer: { quoteId: quote.id, memo: 'Top up' } });
    expect(keysOf('createTransfer')).toHaveLength(1);
    expect(api.transfers).toHaveLength(1);
    expect(onTransferCreated).toHaveBeenCalledTimes(1);
    expect(onTransferCreated).toHaveBeenCalledWith(api.transfers[0], quote.id);

    api.move(api.transfers[0]!.id, 'processing');
    await clock.advance(3_000);
    expect(snapshot().state.status).toBe('processing');
    expect(onTransfer).toHaveBeenCalledTimes(1);
  });

  it('should replay the same key when the outcome is unknown, so exactly one transfer exists, and close the intent', async () => {
    const { api, clock, snapshot, checkout, quoted, keysOf, storage } = setUp({ reconcileDelayMs: 3_000 });
    const quote = await quoted();
    api.script('createTransfer', 'lose_answer', 'lose_answer');
    checkout.confirm();
    await settle();
    expect(snapshot().state.status).toBe('reconciling');
    expect(keysOf('createTransfer')).toHaveLength(2);
    expect(storage?.getItem(transferIntentStorageKey(quote.id))).not.toBeNull();

    await clock.advance(2_999);
    expect(keysOf('createTransfer')).toHaveLength(2);
    await clock.advance(1);

    expect(snapshot().state.status).toBe('awaiting_funds');
    expect(keysOf('createTransfer')).toHaveLength(3);
    expect(new Set(keysOf('createTransfer')).size).toBe(1);
    expect(api.transfers).toHaveLength(1);
    expect(storage?.getItem(transferIntentStorageKey(quote.id))).toBeNull();
  });

  it('should stop replaying on its own after three tries, and replay the same key when the person retries', async () => {
    const { api, clock, snapshot, checkout, quoted, keysOf } = setUp();
    await quoted();
    api.script('createTransfer', ...Array.from({ length: 8 }, () => 'lose_answer' as const));
    checkout.confirm();
    await clock.advance(60_000);
    expect(snapshot().state.status).toBe('reconciling');
    expect(keysOf('createTransfer')).toHaveLength(8);
    expect(clock.pendingTimers()).toBe(0);

    checkout.retry();
    checkout.retry();
    await settle();
    expect(snapshot().state.status).toBe('awaiting_funds');
    expect(keysOf('createTransfer')).toHaveLength(9);
    expect(new Set(keysOf('createTransfer')).size).toBe(1);
    expect(api.transfers).toHaveLength(1);
  });

  it('should open the transfer another tab made from the quote instead of creating one', async () => {
    const { api, snapshot, checkout, quoted } = setUp();
    const quote = await quoted();
    const existing = await api.client.createTransfer({ quoteId: quote.id }, { idempotencyKey: 'pk_other_tab' });
    checkout.confirm();
    await settle();
    expect(snapshot().state).toMatchObject({ status: 'awaiting_funds', transfer: { id: existing.id } });
    expect(api.transfers).toHaveLength(1);
  });

  it('should end the intent on a refusal, keep the confirm step, and confirm again under a new key', async () => {
    const { api, snapshot, checkout, quoted, keysOf, storage } = setUp();
    const quote = await quoted();
    checkout.review();
    api.script('createTransfer', { error: problem('insufficient_balance') });
    checkout.confirm();
    await settle();
    expect(snapshot().state).toMatchObject({ status: 'confirm_error', error: { code: 'insufficient_balance' } });
    expect(checkoutStep(snapshot().state)).toBe('confirm');
    expect(storage?.getItem(transferIntentStorageKey(quote.id))).toBeNull();

    checkout.retry();
    await settle();
    expect(snapshot().state.status).toBe('awaiting_funds');
    const [refused, accepted] = keysOf('createTransfer');
    expect(accepted).not.toBe(refused);

    checkout.reset();
    expect(checkoutStep(snapshot().state)).toBe('quote');
  });
});

describe('given an intent a reload left open', () => {
  async function reloaded({ sent, expire = false }: { sent: boolean; expire?: boolean }) {
    const storage = tabStorage();
    const first = setUp({ storage });
    const quote = await first.quoted();
    const body = { quoteId: quote.id, memo: 'Rent' };
    const idempotencyKey = createTransferIntents(storage).open(quote.id, body);
    if (sent) await first.api.client.createTransfer(body, { idempotencyKey });
    first.unsubscribe();
    if (expire) await first.clock.advance(QUOTE_TTL_MS + 1_000);
    const make = (more: CreateCheckoutOptions = {}) => first.make({ storage, ...more });
    return { ...first, storage, quote, make, idempotencyKey };
  }

  it('should replay the same request once it has a subscriber, showing the one transfer it made', async () => {
    const { api, quote, make, storage, keysOf, idempotencyKey } = await reloaded({ sent: true });
    const checkout = make();
    expect(checkout.getSnapshot().isResuming).toBe(true);
    await settle();
    expect(api.callsTo('getQuote')).toHaveLength(0);

    checkout.subscribe(() => {});
    checkout.requestQuote(payInFor('40.00'));
    await settle();

    expect(checkout.getSnapshot()).toMatchObject({ isResuming: false, state: { status: 'awaiting_funds', quote: { id: quote.id } } });
    expect(keysOf('createTransfer')).toEqual([idempotencyKey, idempotencyKey]);
    expect(keysOf('createQuote')).toHaveLength(1);
    expect(api.transfers).toHaveLength(1);
    expect(storage.items.has(OPEN_TRANSFER_INTENT_STORAGE_KEY)).toBe(false);
  });

  it('should finish what the person confirmed, with their memo, when the request never reached the API', async () => {
    const { api, make } = await reloaded({ sent: false });
    make().subscribe(() => {});
    await settle();
    expect(api.transfers).toHaveLength(1);
    expect(api.transfers[0]).toMatchObject({ memo: 'Rent' });
  });

  it('should forget the intent and start afresh when its quote expired unexecuted', async () => {
    const { api, quote, make, storage } = await reloaded({ sent: false, expire: true });
    const checkout = make();
    checkout.subscribe(() => {});
    await settle();
    expect(checkout.getSnapshot()).toMatchObject({ isResuming: false, state: { status: 'idle' } });
    expect(storage.getItem(transferIntentStorageKey(quote.id))).toBeNull();
    expect(api.callsTo('createTransfer')).toHaveLength(0);
  });

  it('should send nothing when its subscriber leaves before the quote is read, and leave the intent for the next', async () => {
    const { api, quote, make, storage } = await reloaded({ sent: false });
    make().subscribe(() => {})();
    await settle();
    expect(api.callsTo('createTransfer')).toHaveLength(0);
    expect(storage.getItem(transferIntentStorageKey(quote.id))).not.toBeNull();

    make().subscribe(() => {});
    await settle();
    expect(api.transfers).toHaveLength(1);
  });

  it('should leave the intent alone when resuming is turned off', async () => {
    const { api, make, storage, quote } = await reloaded({ sent: false });
    const checkout = make({ resumeOpenIntent: false });
    checkout.subscribe(() => {});
    await settle();
    expect(checkout.getSnapshot().isResuming).toBe(false);
    expect(api.callsTo('createTransfer')).toHaveLength(0);
    expect(storage.getItem(transferIntentStorageKey(quote.id))).not.toBeNull();
  });
});

describe('given errors that are not PaykitErrors', () => {
  it('should hand the machine a PaykitError it can explain', async () => {
    const { api, snapshot, checkout } = setUp();
    api.script('createQuote', { error: new TypeError('boom') as unknown as PaykitError });
    checkout.requestQuote(payInFor('100.00'));
    await settle();
    expect(snapshot().state.error).toBeInstanceOf(PaykitError);
    expect(snapshot().state.error).toMatchObject({ kind: 'unexpected' });
  });
});

describe('given automatic re-quoting turned off', () => {
  it('should leave an expired quote for the person to re-quote', async () => {
    const { clock, snapshot, quoted, keysOf } = setUp({ autoRequote: false });
    await quoted();
    await clock.advance(QUOTE_TTL_MS);
    expect(snapshot().state.status).toBe('expired');
    expect(keysOf('createQuote')).toHaveLength(1);
  });
});

describe('given a caller that follows the checkout’s step', () => {
  it('should report each step once as the person reviews, goes back, confirms and the transfer exists', async () => {
    const onStepChange = vi.fn();
    const { checkout, quoted } = setUp({ onStepChange });
    await quoted();
    expect(onStepChange).not.toHaveBeenCalled();

    checkout.review();
    expect(onStepChange).toHaveBeenLastCalledWith('confirm');
    checkout.edit();
    expect(onStepChange).toHaveBeenLastCalledWith('quote');
    await quoted('120.00');
    checkout.review();
    checkout.confirm();
    await settle();
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual(['confirm', 'quote', 'confirm', 'transfer']);
  });
});
