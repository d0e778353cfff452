import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { checkAmount } from '../../../validation/moneyRules.js';
import { expectObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { compareDecimals, isZeroDecimal } from '../../money/decimal.js';
import { formatAmount } from '../../transfers/amounts.js';
import { checkId } from '../../transfers/checkId.js';
import { priceQuote } from '../../transfers/pricing.js';
import { quotesOf } from '../../transfers/store.js';
import { moveTransfer } from '../../transfers/transferStateMachine.js';
import { notInState, requireFlowQuote, transferOfQuote } from './executeQuote.js';
import { emitAmountAdjusted } from './legacyTransferEvents.js';
import { presentLegacyMovement } from './presentTransfer.js';
import { withV1Pointers } from './remapPointers.js';
import { transferNoteOf } from './store.js';

function readBody(ctx: RequestContext): { quoteId: string; amount?: string } {
  const issues = new Issues();
  const root = expectObject(issues, '', ctx.body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, ['quoteId', 'amount']);
  if (requireField(issues, '/quoteId', value.quoteId)) checkId(issues, '/quoteId', value.quoteId, 'quo_');
  if (value.amount !== undefined && value.amount !== null) {
    const currency = typeof value.quoteId === 'string' ? quotesOf(ctx.partition).get(value.quoteId)?.in.currency : undefined;
    const before = issues.list.length;
    checkAmount(issues, '/amount', value.amount, currency);
    if (issues.list.length === before && isZeroDecimal(value.amount as string))
      issues.add('/amount', 'out_of_range', 'must be greater than zero');
  }
  issues.throwIfAny();
  return { quoteId: value.quoteId as string, ...(typeof value.amount === 'string' ? { amount: value.amount } : {}) };
}

/**
 * `POST /v1/sandbox/payins/simulate` `{ quoteId, amount? }`: executes the pay-in quote (unless a
 * transfer already did) and simulates `amount` (default: the quoted from amount) arriving, then
 * the pay-in completing. Another amount is booked instead of the quoted one, the delivered amount
 * repriced at the quote's rate and fee (`transfer.amount_adjusted`, `payin.amount_adjusted`); less
 * than quoted completes as funded_partial (`transfer.funded_partial`, `payin.funded_partial`).
 * Answers the v1 pay-in view.
 */
function simulatePayin(ctx: RequestContext) {
  const body = readBody(ctx);
  const quote = requireFlowQuote(ctx, body.quoteId, 'payin');
  const received = body.amount === undefined ? undefined : formatAmount(body.amount, quote.in.currency);
  const expected = quote.in.amount;
  const adjusted = received !== undefined && compareDecimals(received, expected) !== 0;
  const repriced = adjusted
    ? withV1Pointers({ '/in/amount': '/amount' }, () =>
        priceQuote('fiat_to_stablecoin', { currency: quote.in.currency, amount: received }, { currency: quote.out.currency }),
      )
    : undefined;
  const transfer = transferOfQuote(ctx, quote);
  if (transfer.state !== 'awaiting_funds') throw notInState(transfer, 'awaiting_funds', 'simulating funds arriving');
  if (repriced && received !== undefined) {
    transferNoteOf(ctx.partition, transfer.id).funding = { expected, received };
    transfer.in = { ...transfer.in, amount: repriced.inAmount };
    transfer._deliverAmount = repriced.outAmount;
    if (transfer.out.amount !== null) transfer.out = { ...transfer.out, amount: repriced.outAmount };
    transfer.updatedAt = ctx.nowIso;
    emitAmountAdjusted(ctx.platform, ctx.partition, transfer, expected, repriced.inAmount);
  }
  moveTransfer(ctx, transfer, 'processing');
  moveTransfer(ctx, transfer, 'completed');
  return ok(presentLegacyMovement(ctx.partition, transfer));
}

/** The v1 pay-in simulation (sandbox only). */
export const sandboxPayinRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v1/sandbox/payins/simulate',
    handler: simulatePayin,
    sandbox: true,
    legacy: { replacement: 'POST /v3/sandbox/transfers/{transferId}/state' },
  },
];
