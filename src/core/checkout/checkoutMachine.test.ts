import { describe, expect, it } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { acceptedEvents, initialCheckoutState, transition, transitions } from './checkoutMachine.js';
import {
  checkoutEventTypes,
  checkoutStatuses,
  type CheckoutEvent,
  type CheckoutEventType,
  type CheckoutState,
  type CheckoutStatus,
} from './checkoutTypes.js';
import {
  buildQuote,
  buildTransfer,
  EXPIRES_AT,
  FIXTURE_NOW,
  payInFor,
  payInInput,
  problem,
  run,
  stateOf,
} from './test-support/checkoutFixtures.js';

/** One representative event of each type. */
const sample: Record<CheckoutEventType, CheckoutEvent> = {
  quote_requested: { type: 'quote_requested', input: payInFor('250.00') },
  quote_received: { type: 'quote_received', quote: buildQuote({ id: 'quo_Fresh001' }) },
  quote_failed: { type: 'quote_failed', error: problem('quote_amount_out_of_range', { status: 400 }), now: FIXTURE_NOW },
  quote_expired: { type: 'quote_expired' },
  requote_requested: { type: 'requote_requested' },
  review_requested: { type: 'review_requested' },
  confirm_requested: { type: 'confirm_requested', now: FIXTURE_NOW },
  transfer_created: { type: 'transfer_created', transfer: buildTransfer('processing') },
  transfer_failed: { type: 'transfer_failed', error: problem('insufficient_balance'), now: FIXTURE_NOW },
  transfer_found: { type: 'transfer_found', transfer: buildTransfer('processing') },
  transfer_updated: { type: 'transfer_updated', transfer: buildTransfer('processing', { updatedAt: new Date(EXPIRES_AT).toISOString() }) },
  intent_resumed: { type: 'intent_resumed', quote: buildQuote({ id: 'quo_Open001', state: 'executed' }) },
  price_change_accepted: { type: 'price_change_accepted' },
  edit: { type: 'edit' },
  reset: { type: 'reset' },
};

const live = { transfer_found: 'processing', transfer_updated: 'processing', reset: 'idle' } as const;
const terminal = { reset: 'idle' } as const;

/** The expected target of each accepted sample event; every other event leaves the state untouched. */
const expected: Record<CheckoutStatus, Partial<Record<CheckoutEventType, CheckoutStatus>>> = {
  idle: { quote_requested: 'quoting', intent_resumed: 'reconciling' },
  quoting: { quote_requested: 'quoting', quote_received: 'quoted', quote_failed: 'quote_error', edit: 'idle', reset: 'idle' },
  quoted: {
    quote_requested: 'quoting',
    quote_expired: 'expired',
    requote_requested: 'requoting',
    review_requested: 'quoted',
    confirm_requested: 'confirming',
    edit: 'idle',
    reset: 'idle',
  },
  quote_error: { quote_requested: 'quoting', requote_requested: 'requoting', edit: 'idle', reset: 'idle' },
  expired: { quote_requested: 'quoting', requote_requested: 'requoting', edit: 'idle', reset: 'idle' },
  requoting: { quote_requested: 'quoting', quote_received: 'quoted', quote_failed: 'quote_error', edit: 'idle', reset: 'idle' },
  confirming: { transfer_created: 'processing', transfer_failed: 'confirm_error', transfer_found: 'processing' },
  confirm_error: {
    quote_requested: 'quoting',
    quote_expired: 'expired',
    requote_requested: 'requoting',
    confirm_requested: 'confirming',
    edit: 'idle',
    reset: 'idle',
  },
  reconciling: { transfer_created: 'processing', transfer_failed: 'confirm_error', transfer_found: 'processing' },
  submitted: live,
  awaiting_funds: live,
  processing: live,
  action_required: live,
  completed: terminal,
  failed: terminal,
  canceled: terminal,
};

const cells = checkoutStatuses.flatMap((status) => checkoutEventTypes.map((type) => [status, type] as const));

describe('given every status and every event', () => {
  it.each(cells)('should answer %s + %s as the table says', (status, type) => {
    const state = stateOf(status);
    expect(state.status).toBe(status);
    const next = transition(state, sample[type]);
    const target = expected[status][type];
    if (target === undefined) expect(next).toBe(state);
    else {
      expect(next).not.toBe(state);
      expect(next.status).toBe(target);
    }
  });

  it('should list in the table exactly the events each status may accept', () => {
    // Accepted only under a guard the samples do not meet: reset of a fresh checkout, accepting a
    // price change that is not there, and a terminal read that agrees with the terminal state.
    const guardedOnly: Partial<Record<CheckoutStatus, CheckoutEventType[]>> = {
      idle: ['reset'],
      quoted: ['price_change_accepted'],
      expired: ['price_change_accepted'],
      confirm_error: ['price_change_accepted'],
      completed: ['transfer_updated'],
      failed: ['transfer_updated'],
      canceled: ['transfer_updated'],
    };
    for (const status of checkoutStatuses) {
      const listed = [...Object.keys(expected[status]), ...(guardedOnly[status] ?? [])].sort();
      expect(acceptedEvents(status).sort()).toEqual(listed);
    }
    expect(Object.keys(transitions).sort()).toEqual([...checkoutStatuses].sort());
  });

  it('should never throw, even for a status it does not know', () => {
    const odd = { ...initialCheckoutState, status: 'teleported' } as unknown as CheckoutState;
    expect(transition(odd, sample.reset)).toBe(odd);
    expect(transition(initialCheckoutState, { type: 'warp' } as unknown as CheckoutEvent)).toBe(initialCheckoutState);
  });
});

describe('given a pay-in from the first quote to completion', () => {
  it('should pass quoted → confirming → awaiting_funds → processing → completed, carrying the context', () => {
    const quoted = run({ type: 'quote_requested', input: payInInput }, { type: 'quote_received', quote: buildQuote() });
    expect(quoted).toMatchObject({ status: 'quoted', input: payInInput, quote: buildQuote(), error: null });
    const confirming = transition(quoted, { type: 'confirm_requested', now: FIXTURE_NOW });
    expect(confirming.status).toBe('confirming');
    const awaiting = transition(confirming, { type: 'transfer_created', transfer: buildTransfer('awaiting_funds') });
    expect(awaiting).toMatchObject({ status: 'awaiting_funds', transfer: { state: 'awaiting_funds' } });
    const processing = transition(awaiting, { type: 'transfer_updated', transfer: buildTransfer('processing') });
    const completed = transition(processing, { type: 'transfer_updated', transfer: buildTransfer('completed') });
    expect([processing.status, completed.status]).toEqual(['processing', 'completed']);
    expect(completed.quote).toEqual(buildQuote());
  });
});

describe('given a payout', () => {
  it('should start processing and complete', () => {
    const processing = transition(stateOf('confirming'), { type: 'transfer_created', transfer: buildTransfer('processing') });
    expect(processing.status).toBe('processing');
    expect(transition(processing, { type: 'transfer_updated', transfer: buildTransfer('completed') }).status).toBe('completed');
  });

  it('should go back to processing once an action_required task is satisfied', () => {
    const blocked = transition(stateOf('processing'), {
      type: 'transfer_updated',
      transfer: buildTransfer('action_required', { openTaskIds: ['tsk_P0a1Xc7E'] }),
    });
    expect(blocked).toMatchObject({ status: 'action_required', transfer: { openTaskIds: ['tsk_P0a1Xc7E'] } });
    expect(transition(blocked, { type: 'transfer_updated', transfer: buildTransfer('processing') }).status).toBe('processing');
  });
});

describe('given a quote that expires', () => {
  it('should re-quote the same input and show the fresh quote', () => {
    const requoting = transition(stateOf('expired'), { type: 'requote_requested', requestId: 'r2' });
    expect(requoting).toMatchObject({ status: 'requoting', input: payInInput, quote: buildQuote(), requestId: 'r2' });
    const fresh = buildQuote({ id: 'quo_Fresh001', expiresAt: new Date(EXPIRES_AT + 300_000).toISOString() });
    const quoted = transition(requoting, { type: 'quote_received', quote: fresh, requestId: 'r2' });
    expect(quoted).toMatchObject({ status: 'quoted', quote: fresh });
    expect(transition(quoted, { type: 'confirm_requested', now: EXPIRES_AT + 1 }).status).toBe('confirming');
  });

  it('should ignore a late answer to an earlier quote request', () => {
    const requoting = stateOf('requoting');
    expect(transition(requoting, { type: 'quote_received', quote: buildQuote(), requestId: 'r1' })).toBe(requoting);
    expect(transition(requoting, { type: 'quote_failed', error: problem('internal_error'), now: 0, requestId: 'r1' })).toBe(requoting);
  });

  it('should refuse to confirm from expired: it must re-quote first', () => {
    const expired = stateOf('expired');
    expect(transition(expired, { type: 'confirm_requested', now: FIXTURE_NOW })).toBe(expired);
  });

  it('should move a quote past expiresAt to expired on confirm, even before the expiry event fired', () => {
    const next = transition(stateOf('quoted'), { type: 'confirm_requested', now: EXPIRES_AT });
    expect(next.status).toBe('expired');
    expect(next.quote).toEqual(buildQuote());
  });

  it('should move to expired when the API answers quote_expired to the transfer', () => {
    const next = transition(stateOf('confirming'), { type: 'transfer_failed', error: problem('quote_expired'), now: FIXTURE_NOW });
    expect(next).toMatchObject({ status: 'expired', error: { code: 'quote_expired' } });
  });
});

describe('given a confirm already in flight', () => {
  it('should ignore a second confirm and return the same object', () => {
    const confirming = stateOf('confirming');
    expect(transition(confirming, { type: 'confirm_requested', now: FIXTURE_NOW })).toBe(confirming);
    expect(transition(confirming, { type: 'reset' })).toBe(confirming);
    expect(transition(confirming, { type: 'edit' })).toBe(confirming);
  });
});

describe('given quote_already_executed', () => {
  it('should read the existing transfer and keep the error to explain it', () => {
    const error = problem('quote_already_executed', { transferId: 'tr_4Xm9PqB6' });
    const reconciling = transition(stateOf('confirming'), { type: 'transfer_failed', error, now: FIXTURE_NOW });
    expect(reconciling).toMatchObject({ status: 'reconciling', transfer: null, error });
    const found = transition(reconciling, { type: 'transfer_found', transfer: buildTransfer('completed') });
    expect(found).toMatchObject({
      status: 'completed',
      transfer: { id: 'tr_4Xm9PqB6' },
      error: { code: 'quote_already_executed', transferId: 'tr_4Xm9PqB6' },
    });
  });
});

describe('given a transfer creation whose outcome is unknown', () => {
  it.each([
    ['a network failure', new PaykitError({ kind: 'network' })],
    ['a timeout', new PaykitError({ kind: 'timeout' })],
    ['an unreadable answer', new PaykitError({ kind: 'unexpected', status: 201 })],
    ['internal_error', problem('internal_error', { status: 500, retryable: true })],
    ['a gateway 502 without a code', new PaykitError({ kind: 'problem', status: 502 })],
    ['the same intent still in flight', problem('idempotency_request_in_progress', { retryable: true })],
  ])('should reconcile after %s instead of offering a new confirm', (_name, error) => {
    const next = transition(stateOf('confirming'), { type: 'transfer_failed', error, now: FIXTURE_NOW });
    expect(next).toMatchObject({ status: 'reconciling', error });
    expect(transition(next, { type: 'confirm_requested', now: FIXTURE_NOW })).toBe(next);
  });

  it('should follow the replayed creation once it answers', () => {
    const next = transition(stateOf('reconciling'), { type: 'transfer_created', transfer: buildTransfer('awaiting_funds') });
    expect(next.status).toBe('awaiting_funds');
  });

  it('should allow a retry of the same intent once the creation is refused outright', () => {
    const refused = transition(stateOf('reconciling'), {
      type: 'transfer_failed',
      error: problem('validation_error', { status: 422 }),
      now: FIXTURE_NOW,
    });
    expect(refused.status).toBe('confirm_error');
    expect(transition(refused, { type: 'confirm_requested', now: FIXTURE_NOW }).status).toBe('confirming');
  });
});

describe('given an intent left open by a reload', () => {
  it('should reconcile the open quote from idle, and follow the transfer the replay returns', () => {
    const resumed = transition(initialCheckoutState, sample.intent_resumed);
    expect(resumed).toMatchObject({ status: 'reconciling', quote: { id: 'quo_Open001' }, input: null, error: null });
    expect(transition(resumed, { type: 'confirm_requested', now: FIXTURE_NOW })).toBe(resumed);
    expect(transition(resumed, { type: 'transfer_created', transfer: buildTransfer('awaiting_funds') }).status).toBe('awaiting_funds');
  });

  it('should keep the input it is given, so a quote that expires before the replay can be priced again', () => {
    const input = payInFor('75.00');
    const resumed = transition(initialCheckoutState, { ...sample.intent_resumed, input } as CheckoutEvent);
    const expired = transition(resumed, { type: 'transfer_failed', error: problem('quote_expired'), now: FIXTURE_NOW });
    expect(expired.status).toBe('expired');
    expect(transition(expired, { type: 'requote_requested' })).toMatchObject({ status: 'requoting', input });
  });

  it('should not resume over a checkout already under way', () => {
    const quoted = stateOf('quoted');
    expect(transition(quoted, sample.intent_resumed)).toBe(quoted);
  });
});

describe('given a transfer state the kit does not know', () => {
  it('should show it as submitted, not terminal, and keep following it', () => {
    const submitted = stateOf('submitted');
    expect(submitted).toMatchObject({ status: 'submitted', transfer: { state: 'settling' } });
    expect(transition(submitted, { type: 'transfer_updated', transfer: buildTransfer('completed') }).status).toBe('completed');
    expect(transition(stateOf('processing'), { type: 'transfer_updated', transfer: buildTransfer('reversing') }).status).toBe('submitted');
  });
});

describe('given live reads of the transfer', () => {
  it('should ignore a read of another transfer and one older than the current', () => {
    const processing = stateOf('processing');
    expect(transition(processing, { type: 'transfer_updated', transfer: buildTransfer('completed', { id: 'tr_Other001' }) })).toBe(
      processing,
    );
    expect(
      transition(processing, {
        type: 'transfer_updated',
        transfer: buildTransfer('awaiting_funds', { updatedAt: '2026-04-01T00:00:00.000Z' }),
      }),
    ).toBe(processing);
  });

  it('should return the same object for the very same transfer', () => {
    const processing = stateOf('processing');
    expect(transition(processing, { type: 'transfer_updated', transfer: processing.transfer! })).toBe(processing);
  });

  it('should take a terminal read that agrees, and ignore one that would reopen the transfer', () => {
    const completed = stateOf('completed');
    const final = buildTransfer('completed', {
      out: { currency: 'USDC', amount: '98.990000' },
      updatedAt: new Date(EXPIRES_AT).toISOString(),
    });
    expect(transition(completed, { type: 'transfer_updated', transfer: final })).toMatchObject({ status: 'completed', transfer: final });
    expect(
      transition(completed, {
        type: 'transfer_updated',
        transfer: buildTransfer('failed', { updatedAt: new Date(EXPIRES_AT).toISOString() }),
      }),
    ).toBe(completed);
    expect(transition(completed, { type: 'transfer_found', transfer: buildTransfer('processing') })).toBe(completed);
  });
});

describe('given errors that ask to wait', () => {
  it('should turn Retry-After into retryAt for rail_temporarily_unavailable and clear it on retry', () => {
    const error = problem('rail_temporarily_unavailable', { status: 503, retryable: true, retryAfterMs: 30_000 });
    const failed = transition(stateOf('quoting'), { type: 'quote_failed', error, now: FIXTURE_NOW });
    expect(failed).toMatchObject({ status: 'quote_error', error, retryAt: FIXTURE_NOW + 30_000 });
    expect(transition(failed, { type: 'requote_requested' })).toMatchObject({
      status: 'requoting',
      error: null,
      retryAt: null,
      input: payInInput,
    });
  });

  it('should leave retryAt null when the API gave no Retry-After', () => {
    expect(stateOf('quote_error').retryAt).toBeNull();
  });
});

describe('given a person who goes back to edit', () => {
  it('should return to idle with the input kept and the quote dropped', () => {
    const edited = transition(stateOf('quoted'), { type: 'edit' });
    expect(edited).toEqual({ ...initialCheckoutState, input: payInInput });
    expect(transition(edited, { type: 'reset' })).toBe(initialCheckoutState);
  });

  it('should price new input from quoted and forget the old quote', () => {
    const input = payInFor('5.00');
    expect(transition(stateOf('quoted'), { type: 'quote_requested', input, requestId: 'r3' })).toEqual({
      ...initialCheckoutState,
      status: 'quoting',
      input,
      requestId: 'r3',
    });
  });
});
