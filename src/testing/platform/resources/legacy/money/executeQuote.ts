import { ApiProblem } from '../../../http/ApiProblem.js';
import type { RequestContext } from '../../../http/RequestContext.js';
import { createTransfer } from '../../transfers/createTransfer.js';
import { requireQuote } from '../../transfers/quoteRoutes.js';
import { transfersOf, type QuoteRecord, type TransferRecord } from '../../transfers/store.js';
import { requireRailReady } from '../customers/railNotReady.js';

const FLOW_DIRECTIONS = { payin: 'fiat_to_stablecoin', payout: 'stablecoin_to_fiat' } as const;

/** The quote `quoteId`, which must quote a `flow` (422 validation_error at `/quoteId` otherwise). */
export function requireFlowQuote(ctx: RequestContext, quoteId: string, flow: 'payin' | 'payout'): QuoteRecord {
  const quote = requireQuote(ctx, quoteId, '/quoteId');
  if (quote.direction === FLOW_DIRECTIONS[flow]) return quote;
  const detail = `Quote ${quote.id} is a ${quote.direction} quote, not a ${flow}.`;
  throw new ApiProblem({
    status: 422,
    code: 'validation_error',
    detail,
    errors: [{ pointer: '/quoteId', code: 'wrong_direction', message: detail }],
    retryable: false,
  });
}

/**
 * The transfer of `quote`: the one that executed it, or a new one made exactly as `POST
 * /v3/transfers { quoteId }` makes it, once the quote's rail is ready_to_use (409 rail_not_ready).
 */
export function transferOfQuote(ctx: RequestContext, quote: QuoteRecord): TransferRecord {
  if (quote.state !== 'executed') {
    requireRailReady(ctx.partition, quote.customerId, quote.capabilityId);
    createTransfer({ ...ctx, body: { quoteId: quote.id } });
  }
  const transfer = quote._transferId ? transfersOf(ctx.partition).get(quote._transferId) : undefined;
  if (!transfer) throw new Error(`Quote ${quote.id} has no transfer after execution`);
  return transfer;
}

/** 409 invalid_state_transition: the simulation needs the transfer in `expected`. */
export function notInState(transfer: TransferRecord, expected: string, what: string): ApiProblem {
  return new ApiProblem({
    status: 409,
    code: 'invalid_state_transition',
    detail: `Transfer ${transfer.id} is ${transfer.state}; ${what} needs it ${expected}.`,
    extras: { state: transfer.state },
    retryable: false,
  });
}
