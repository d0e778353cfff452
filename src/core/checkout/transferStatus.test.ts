import { describe, expect, it } from 'vitest';
import { PaykitError } from '../client/PaykitError.js';
import { transferStates } from '../schemas/transferValues.js';
import { checkoutStatusOfTransfer, isQuoteLive, isTerminalTransferState, isUnknownOutcome } from './transferStatus.js';
import { buildQuote, EXPIRES_AT, problem } from './test-support/checkoutFixtures.js';

describe('given transfer states', () => {
  it.each([
    ['awaiting_funds', false],
    ['processing', false],
    ['action_required', false],
    ['completed', true],
    ['failed', true],
    ['canceled', true],
    ['settling', false],
    [undefined, false],
  ])('should read %s as terminal: %s', (state, terminal) => {
    expect(isTerminalTransferState(state)).toBe(terminal);
  });

  it('should map every known state to the checkout status of the same name and an unknown one to submitted', () => {
    for (const state of transferStates) expect(checkoutStatusOfTransfer(state)).toBe(state);
    expect(checkoutStatusOfTransfer('settling')).toBe('submitted');
  });
});

describe('given a quote and a moment', () => {
  it.each([
    ['before expiresAt', buildQuote(), EXPIRES_AT - 1, true],
    ['at expiresAt', buildQuote(), EXPIRES_AT, false],
    ['after expiresAt', buildQuote(), EXPIRES_AT + 1, false],
    ['an executed quote', buildQuote({ state: 'executed' }), EXPIRES_AT - 60_000, false],
    ['an expired quote', buildQuote({ state: 'expired' }), EXPIRES_AT - 60_000, false],
    ['a failed quote', buildQuote({ state: 'failed' }), EXPIRES_AT - 60_000, false],
    ['a quote in a state the kit does not know', buildQuote({ state: 'held' }), EXPIRES_AT - 60_000, true],
    ['an unreadable expiry', buildQuote({ expiresAt: 'soon' }), 0, false],
    ['no quote', null, 0, false],
  ])('should tell whether %s is live', (_name, quote, now, live) => {
    expect(isQuoteLive(quote, now)).toBe(live);
  });

  it('should refuse a quote that expires within the margin', () => {
    expect(isQuoteLive(buildQuote(), EXPIRES_AT - 2000, 5000)).toBe(false);
    expect(isQuoteLive(buildQuote(), EXPIRES_AT - 6000, 5000)).toBe(true);
  });
});

describe('given a failed transfer creation', () => {
  it.each([
    ['network', new PaykitError({ kind: 'network' }), true],
    ['timeout', new PaykitError({ kind: 'timeout' }), true],
    ['unexpected', new PaykitError({ kind: 'unexpected' }), true],
    ['internal_error', problem('internal_error', { status: 500 }), true],
    ['a 503 without a code', new PaykitError({ kind: 'problem', status: 503 }), true],
    ['idempotency_request_in_progress', problem('idempotency_request_in_progress'), true],
    ['quote_destination_missing on 500', problem('quote_destination_missing', { status: 500 }), false],
    ['insufficient_balance', problem('insufficient_balance'), false],
    ['a 400 without a code', new PaykitError({ kind: 'problem', status: 400 }), false],
  ])('should tell whether %s leaves the outcome unknown', (_name, error, unknown) => {
    expect(isUnknownOutcome(error)).toBe(unknown);
  });
});
