import { describe, expect, it } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { checkoutEffects, MAX_AUTO_REPLAYS, type CheckoutEffectContext } from './checkoutEffects.js';
import { transition } from './checkoutMachine.js';
import { buildQuote, FIXTURE_NOW, problem, stateOf } from './test-support/checkoutFixtures.js';

const context: CheckoutEffectContext = { mayAutoRequote: true, isVisible: true, isCreating: false, replays: 0 };

describe('given a checkout state', () => {
  it('should run the countdown only while the quote may be confirmed', () => {
    expect(checkoutEffects(stateOf('quoted'), context).countdown).toEqual(buildQuote());
    expect(checkoutEffects(stateOf('confirm_error'), context).countdown).toEqual(buildQuote());
    for (const status of ['confirming', 'reconciling', 'expired', 'awaiting_funds'] as const) {
      expect(checkoutEffects(stateOf(status), context).countdown).toBeNull();
    }
  });

  it('should re-quote an expired quote at once only when allowed and visible', () => {
    expect(checkoutEffects(stateOf('expired'), context).requoteNow).toBe(true);
    expect(checkoutEffects(stateOf('expired'), { ...context, mayAutoRequote: false }).requoteNow).toBe(false);
    expect(checkoutEffects(stateOf('expired'), { ...context, isVisible: false }).requoteNow).toBe(false);
  });

  it('should re-quote at Retry-After only when the error says to retry later', () => {
    const requested = stateOf('quoting');
    const later = problem('rail_temporarily_unavailable', { status: 503, outcome: 'refused', retryAfterMs: 5_000 });
    const refused = transition(requested, { type: 'quote_failed', error: later, now: FIXTURE_NOW, requestId: 'r1' });
    expect(checkoutEffects(refused, context).requoteAt).toBe(FIXTURE_NOW + 5_000);
    expect(checkoutEffects(stateOf('quote_error'), context).requoteAt).toBeNull();
  });

  it('should replay an unknown outcome until it is known, a create is in flight, or the replays run out', () => {
    const unknown = stateOf('reconciling');
    expect(checkoutEffects(unknown, context).replay).toEqual({ quoteId: buildQuote().id, at: null });
    expect(checkoutEffects(unknown, { ...context, isCreating: true }).replay).toBeNull();
    expect(checkoutEffects(unknown, { ...context, replays: MAX_AUTO_REPLAYS }).replay).toBeNull();
    const executed = transition(stateOf('confirming'), {
      type: 'transfer_failed',
      error: new PaykitError({ kind: 'problem', status: 409, code: 'quote_already_executed', transferId: 'tr_Other001' }),
      now: FIXTURE_NOW,
    });
    expect(checkoutEffects(executed, context)).toMatchObject({ replay: null, follow: 'tr_Other001' });
  });

  it('should follow the checkout transfer once it exists', () => {
    expect(checkoutEffects(stateOf('processing'), context).follow).toBe('tr_4Xm9PqB6');
    expect(checkoutEffects(stateOf('quoted'), context).follow).toBeNull();
  });
});
