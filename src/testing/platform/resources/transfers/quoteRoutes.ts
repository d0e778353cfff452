import { isoAt } from '../../clock.js';
import { defineDueIndex } from '../../DueIndex.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../http/RequestContext.js';
import { requireActiveCustomer } from '../customers/store.js';
import { isIdOf } from './checkId.js';
import { feesAreExactlyZero, priceQuote, requireWithinPayoutLimits } from './pricing.js';
import { deriveDirection, requireDirectionSupported, requireReadyCapability } from './quoteCapability.js';
import { readQuoteRequest, type QuoteRequest } from './quoteRequest.js';
import { findQuoteTarget, resolveQuoteTarget, type QuoteTarget } from './quoteTarget.js';
import { quotesOf, type FundingMode, type QuoteRecord } from './store.js';
import { requireZeroFeeCapacity } from './zeroFeeCap.js';

/** 404 customer_not_found at `/customerId` unless the customer is active in this environment. */
export function requireQuoteCustomer(ctx: RequestContext, customerId: string): void {
  try {
    requireActiveCustomer(ctx.partition, customerId);
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    throw new ApiProblem({
      status: 404,
      code: 'customer_not_found',
      detail: error.detail,
      errors: [{ pointer: '/customerId', code: 'customer_not_found', message: 'is not an active customer in this environment' }],
      retryable: false,
    });
  }
}

function fundingOf(request: QuoteRequest, direction: string, capabilityMethod: string, target: QuoteTarget | undefined): FundingMode {
  if (direction === 'fiat_to_stablecoin') return capabilityMethod === 'card' ? 'card_checkout' : 'bank_deposit';
  if (direction === 'stablecoin_move' && target?.isIssuedWallet && target.customerId === request.customerId) return 'wallet_deposit';
  return 'wallet_balance';
}

/**
 * Prices a validated quote request against a ready capability and persists the quote: the work of
 * `POST /v3/quotes`, shared with the legacy v1 pay-in and payout quotes.
 */
export function storeQuote(ctx: RequestContext, request: QuoteRequest): QuoteRecord {
  requireQuoteCustomer(ctx, request.customerId);
  const direction = deriveDirection(request.in.currency, request.out.currency);
  const capability = requireReadyCapability(ctx.partition, request.customerId, request.capabilityId);
  const funding = fundingOf(request, direction, capability.catalog.method, findQuoteTarget(ctx.partition, request.destinationId));
  const flow = funding === 'wallet_balance' ? 'payout' : 'payin';
  requireDirectionSupported(capability, direction, flow, { in: request.in.currency, out: request.out.currency });
  resolveQuoteTarget(
    ctx.partition,
    { customerId: request.customerId, destinationId: request.destinationId, outCurrency: request.out.currency },
    direction,
    capability.catalog,
  );
  const pricing = priceQuote(direction, request.in, request.out);
  if (flow === 'payout') {
    const pointer = request.in.amount !== undefined ? '/in/amount' : '/out/amount';
    requireWithinPayoutLimits(ctx.platform.settings.payoutLimits, { currency: request.out.currency, amount: pricing.outAmount }, pointer);
  }
  // Only payouts (stablecoin to fiat) count: a stablecoin move is no payout, whatever its fee.
  const isZeroFeePayout = flow === 'payout' && direction === 'stablecoin_to_fiat' && feesAreExactlyZero(pricing.fees);
  if (isZeroFeePayout) requireZeroFeeCapacity(ctx.partition, request.customerId, ctx.now, ctx.platform.settings.zeroFeeDailyCap);

  const quote: QuoteRecord = {
    id: ctx.platform.ids.next('quo_'),
    customerId: request.customerId,
    capabilityId: request.capabilityId,
    in: { currency: request.in.currency, amount: pricing.inAmount },
    out: { currency: request.out.currency, amount: pricing.outAmount },
    destinationId: request.destinationId,
    externalId: request.externalId,
    direction,
    rate: pricing.rate,
    fees: pricing.fees,
    state: 'active',
    expiresAt: isoAt(ctx.now + ctx.platform.settings.quoteTtlMs),
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    _funding: funding,
    _isZeroFeePayout: isZeroFeePayout,
  };
  quotesOf(ctx.partition).insert(quote.id, quote);
  return quote;
}

/** `POST /v3/quotes`: prices a movement against a ready capability and persists the quote. */
function createQuote(ctx: RequestContext) {
  return ok(storeQuote(ctx, readQuoteRequest(ctx.body)), 201);
}

/** The quote `quoteId` of the partition; 404 quote_not_found otherwise. */
export function requireQuote(ctx: Pick<RequestContext, 'partition'>, quoteId: string, pointer?: string): QuoteRecord {
  const quote = isIdOf(quoteId, 'quo_') ? quotesOf(ctx.partition).get(quoteId) : undefined;
  if (quote) return quote;
  const detail = `No quote ${quoteId} in this environment.`;
  throw new ApiProblem({
    status: 404,
    code: 'quote_not_found',
    detail,
    errors: pointer ? [{ pointer, code: 'quote_not_found', message: detail }] : undefined,
    retryable: false,
  });
}

/** Active quotes by the time they expire. */
const expiringQuotes = defineDueIndex<QuoteRecord>((quote) => (quote.state === 'active' ? Date.parse(quote.expiresAt) : undefined));

/** Expires every active quote of the partition whose `expiresAt` has passed, visiting only those. */
export function expireQuotes(ctx: { partition: RequestContext['partition'] }, nowMs: number): void {
  for (const quote of expiringQuotes(quotesOf(ctx.partition)).takeDue(nowMs)) {
    quote.state = 'expired';
    quote.updatedAt = isoAt(Date.parse(quote.expiresAt));
  }
}

/** The quote operations. */
export const quoteRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/quotes', handler: createQuote },
  { method: 'GET', path: '/v3/quotes/{quoteId}', handler: (ctx) => ok(requireQuote(ctx, ctx.params.quoteId ?? '')) },
];
