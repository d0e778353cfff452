/**
 * Plain quotes, transfers, errors and checkout states for the checkout's pure tests.
 */
import { PaykitError, type PaykitErrorInit } from '../../client/PaykitError.js';
import type { Quote, Transfer, TransferState } from '../../schemas/index.js';
import { initialCheckoutState, transition } from '../checkoutMachine.js';
import type { CheckoutEvent, CheckoutState, CheckoutStatus, QuoteInput } from '../checkoutTypes.js';

/** When the quote fixtures were priced. */
export const QUOTED_AT = Date.parse('2026-04-02T08:30:00.000Z');
/** When the quote fixtures expire: five minutes after {@link QUOTED_AT}. */
export const EXPIRES_AT = QUOTED_AT + 5 * 60 * 1000;

/** A pay-in input: `amount` USD in, USDC out to a wallet destination. */
export function payInFor(amount: string): QuoteInput {
  return { capabilityId: 'ach_pooled', destinationId: 'dst_Wallet01', in: { currency: 'USD', amount }, out: { currency: 'USDC' } };
}

/** A pay-in input of 100 USD. */
export const payInInput: QuoteInput = payInFor('100.00');

/** An active quote for {@link payInInput}. */
export function buildQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'quo_7Hq2LmN4',
    customerId: 'cus_8Jd2kqLm4X',
    capabilityId: 'ach_pooled',
    in: { currency: 'USD', amount: '100.00' },
    out: { currency: 'USDC', amount: '99.000000' },
    destinationId: 'dst_Wallet01',
    direction: 'fiat_to_stablecoin',
    rate: '1',
    fees: [{ type: 'service', amount: '1.00', currency: 'USD' }],
    state: 'active',
    expiresAt: new Date(EXPIRES_AT).toISOString(),
    createdAt: new Date(QUOTED_AT).toISOString(),
    ...overrides,
  };
}

/** A transfer of {@link buildQuote} in `state`. */
export function buildTransfer(state: TransferState, overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 'tr_4Xm9PqB6',
    quoteId: 'quo_7Hq2LmN4',
    customerId: 'cus_8Jd2kqLm4X',
    capabilityId: 'ach_pooled',
    state,
    direction: 'fiat_to_stablecoin',
    in: { currency: 'USD', amount: '100.00' },
    out: { currency: 'USDC', amount: '99.000000' },
    destinationId: 'dst_Wallet01',
    openTaskIds: [],
    supportingDocuments: [],
    createdAt: new Date(QUOTED_AT + 60_000).toISOString(),
    updatedAt: new Date(QUOTED_AT + 60_000).toISOString(),
    ...overrides,
  };
}

/** A problem error with `code`. */
export function problem(code: string, init: Partial<PaykitErrorInit> = {}): PaykitError {
  return new PaykitError({ kind: 'problem', status: 409, code, title: code, correlationId: 'req_1', ...init });
}

/** Runs `events` from the initial state. */
export function run(...events: CheckoutEvent[]): CheckoutState {
  return events.reduce(transition, initialCheckoutState);
}

const NOW = QUOTED_AT + 1000;
const requested: CheckoutEvent = { type: 'quote_requested', input: payInInput, requestId: 'r1' };
const received: CheckoutEvent = { type: 'quote_received', quote: buildQuote(), requestId: 'r1' };
const confirm: CheckoutEvent = { type: 'confirm_requested', now: NOW };
const created = (state: TransferState): CheckoutEvent => ({ type: 'transfer_created', transfer: buildTransfer(state) });

/** The events that lead from the initial state to a representative state of each status. */
export const pathTo: Record<CheckoutStatus, CheckoutEvent[]> = {
  idle: [],
  quoting: [requested],
  quoted: [requested, received],
  quote_error: [requested, { type: 'quote_failed', error: problem('amount_not_deliverable', { status: 422 }), now: NOW, requestId: 'r1' }],
  expired: [requested, received, { type: 'quote_expired' }],
  requoting: [requested, received, { type: 'quote_expired' }, { type: 'requote_requested', requestId: 'r2' }],
  confirming: [requested, received, confirm],
  confirm_error: [requested, received, confirm, { type: 'transfer_failed', error: problem('insufficient_balance'), now: NOW }],
  reconciling: [requested, received, confirm, { type: 'transfer_failed', error: new PaykitError({ kind: 'network' }), now: NOW }],
  submitted: [requested, received, confirm, created('settling')],
  awaiting_funds: [requested, received, confirm, created('awaiting_funds')],
  processing: [requested, received, confirm, created('processing')],
  action_required: [requested, received, confirm, created('action_required')],
  completed: [requested, received, confirm, created('completed')],
  failed: [requested, received, confirm, created('failed')],
  canceled: [requested, received, confirm, created('canceled')],
};

/** A state of `status`, reached through real transitions. */
export function stateOf(status: CheckoutStatus): CheckoutState {
  return run(...pathTo[status]);
}

/** The current time of the fixtures: one second after the quote was priced. */
export const FIXTURE_NOW = NOW;
