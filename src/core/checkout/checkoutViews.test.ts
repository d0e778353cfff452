import { describe, expect, it } from 'vitest';
import { transition } from './checkoutMachine.js';
import { checkoutStatuses } from './checkoutTypes.js';
import { canConfirm, canGoBack, checkoutStep, hasTransfer, isConfirming, isQuoteShown, isQuoting } from './checkoutViews.js';
import { buildQuote, FIXTURE_NOW, problem, stateOf } from './test-support/checkoutFixtures.js';

describe('given each checkout status', () => {
  it('should offer a confirm only on a live quote or after a refused one, and Back only while a quote is shown', () => {
    const pick = (view: (status: (typeof checkoutStatuses)[number]) => boolean) => checkoutStatuses.filter(view);
    expect(pick(canConfirm)).toEqual(['quoted', 'confirm_error']);
    expect(pick(isQuoteShown)).toEqual(['quoted', 'expired', 'requoting', 'confirm_error']);
    expect(pick(canGoBack)).toEqual(pick(isQuoteShown));
    expect(pick(isQuoting)).toEqual(['quoting', 'requoting']);
    expect(pick(isConfirming)).toEqual(['confirming', 'reconciling']);
    expect(pick(hasTransfer)).toEqual(['submitted', 'awaiting_funds', 'processing', 'action_required', 'completed', 'failed', 'canceled']);
  });
});

describe('given a person moving through the checkout', () => {
  it('should show the quote step until they review, the confirm step through a refusal, and the quote step after Back', () => {
    const quoted = stateOf('quoted');
    expect(checkoutStep(quoted)).toBe('quote');
    const reviewing = transition(quoted, { type: 'review_requested' });
    expect(checkoutStep(reviewing)).toBe('confirm');
    expect(transition(reviewing, { type: 'review_requested' })).toBe(reviewing);
    const confirming = transition(reviewing, { type: 'confirm_requested', now: FIXTURE_NOW });
    const refused = transition(confirming, { type: 'transfer_failed', error: problem('insufficient_balance'), now: FIXTURE_NOW });
    expect([checkoutStep(confirming), checkoutStep(refused)]).toEqual(['confirm', 'confirm']);
    expect(checkoutStep(transition(refused, { type: 'edit' }))).toBe('quote');
    expect(checkoutStep(stateOf('awaiting_funds'))).toBe('transfer');
  });

  it('should show the confirm step for an intent resumed after a reload, and the quote step when re-quoting failed', () => {
    const resumed = transition(stateOf('idle'), { type: 'intent_resumed', quote: buildQuote() });
    expect(checkoutStep(resumed)).toBe('confirm');
    const expired = transition(transition(stateOf('quoted'), { type: 'review_requested' }), { type: 'quote_expired' });
    const requoting = transition(expired, { type: 'requote_requested', requestId: 'r2' });
    expect(checkoutStep(requoting)).toBe('confirm');
    const failed = transition(requoting, {
      type: 'quote_failed',
      error: problem('amount_not_deliverable'),
      now: FIXTURE_NOW,
      requestId: 'r2',
    });
    expect(checkoutStep(failed)).toBe('quote');
  });
});
