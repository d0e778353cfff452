import { describe, expect, it } from 'vitest';
import { transition } from './checkoutMachine.js';
import { priceChangeOf } from './priceChange.js';
import type { CheckoutEvent, CheckoutState } from './checkoutTypes.js';
import { buildQuote, FIXTURE_NOW, payInInput, run } from './test-support/checkoutFixtures.js';

const reviewed = buildQuote({ id: 'quo_Reviewed' });
const dearer = buildQuote({ id: 'quo_Dearer01', out: { currency: 'USDC', amount: '98.500000' } });
const samePrice = buildQuote({ id: 'quo_Same0001', out: { currency: 'USDC', amount: '99.0' } });

const onConfirmStep: CheckoutEvent[] = [
  { type: 'quote_requested', input: payInInput, requestId: 'r1' },
  { type: 'quote_received', quote: reviewed, requestId: 'r1' },
  { type: 'review_requested' },
  { type: 'quote_expired' },
  { type: 'requote_requested', requestId: 'r2' },
];

const requotedTo = (quote: typeof reviewed, ...before: CheckoutEvent[]): CheckoutState =>
  run(...before, ...onConfirmStep, { type: 'quote_received', quote, requestId: 'r2' });

describe('given two quotes', () => {
  it('should see a change in either amount or currency, and none between 99.0 and 99.000000', () => {
    expect(priceChangeOf(reviewed, dearer)).toEqual({ previous: reviewed, current: dearer });
    expect(priceChangeOf(reviewed, buildQuote({ in: { currency: 'USD', amount: '101.00' } }))).not.toBeNull();
    expect(priceChangeOf(reviewed, samePrice)).toBeNull();
  });
});

describe('given a quote that expired on the confirm step and was priced again', () => {
  it('should hold the old and the new quote and refuse a confirm until the new price is accepted', () => {
    const requoted = requotedTo(dearer);
    expect(requoted.status).toBe('quoted');
    expect(requoted.priceChange).toEqual({ previous: reviewed, current: dearer });
    expect(transition(requoted, { type: 'confirm_requested', now: FIXTURE_NOW })).toBe(requoted);

    const accepted = transition(requoted, { type: 'price_change_accepted' });
    expect(accepted.priceChange).toBeNull();
    expect(transition(accepted, { type: 'confirm_requested', now: FIXTURE_NOW }).status).toBe('confirming');
  });

  it('should ask nothing when the new quote has the same price', () => {
    const requoted = requotedTo(samePrice);
    expect(requoted.priceChange).toBeNull();
    expect(transition(requoted, { type: 'confirm_requested', now: FIXTURE_NOW }).status).toBe('confirming');
  });

  it('should compare a second re-quote with the price the person saw, not with the one in between', () => {
    const first = requotedTo(dearer);
    const again = [
      { type: 'quote_expired' },
      { type: 'requote_requested', requestId: 'r3' },
      { type: 'quote_received', quote: samePrice, requestId: 'r3' },
    ] satisfies CheckoutEvent[];
    const second = again.reduce(transition, first);
    expect(second.priceChange).toBeNull();
    const third = [...again.slice(0, 2), { type: 'quote_received', quote: dearer, requestId: 'r3' } as const].reduce(transition, second);
    expect(third.priceChange?.current).toBe(dearer);
    expect(priceChangeOf(third.priceChange!.previous, reviewed)).toBeNull();
  });

  it('should not ask on the quote step, where the new quote is what the person reviews next', () => {
    const onQuoteStep = onConfirmStep.filter((event) => event.type !== 'review_requested');
    const requoted = run(...onQuoteStep, { type: 'quote_received', quote: dearer, requestId: 'r2' });
    expect(requoted.priceChange).toBeNull();
  });

  it('should forget the change when the person goes back to edit', () => {
    expect(transition(requotedTo(dearer), { type: 'edit' }).priceChange).toBeNull();
  });
});
