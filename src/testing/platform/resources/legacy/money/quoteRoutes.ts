import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { requireQuoteCustomer, storeQuote } from '../../transfers/quoteRoutes.js';
import { presentLegacyQuote } from './presentQuote.js';
import { chooseQuoteRail } from './quoteRail.js';
import { readLegacyQuoteBody } from './readLegacyQuoteBody.js';
import { withV1Pointers } from './remapPointers.js';
import { defaultPayinWallet, v3DestinationIdOf } from './legacyDestination.js';
import { legacyQuotesOf, type LegacyQuoteNote } from './store.js';

/** Where the v3 quote pipeline's problems point, in the v1 body. */
const V1_POINTERS: Readonly<Record<string, string>> = {
  '/in/currency': '/fromCurrency',
  '/in/amount': '/fromAmount',
  '/out/currency': '/toCurrency',
  '/out/amount': '/toAmount',
  '/capabilityId': '/rail',
};

/**
 * `POST /v1/payin/quote` and `POST /v1/payout/quote`: a v3 quote (same quo_ id, readable at
 * `GET /v3/quotes/{id}`) priced against the capability the rail maps to, which must be
 * ready_to_use (409 rail_not_ready). Answers the v1 quote view.
 */
function createLegacyQuote(flow: 'payin' | 'payout') {
  return (ctx: RequestContext) => {
    const body = readLegacyQuoteBody(flow, ctx.body);
    requireQuoteCustomer(ctx, body.customerId);
    const fiat =
      flow === 'payin' ? { currency: body.fromCurrency, pointer: '/fromCurrency' } : { currency: body.toCurrency, pointer: '/toCurrency' };
    const { rail, capabilityId } = chooseQuoteRail(ctx.partition, {
      flow,
      customerId: body.customerId,
      rail: body.rail,
      fiatCurrency: fiat.currency,
      fiatPointer: fiat.pointer,
    });
    const destinationId = body.destinationId ?? defaultPayinWallet(ctx.partition, body.customerId, body.toCurrency);
    const quote = withV1Pointers(V1_POINTERS, () =>
      storeQuote(ctx, {
        customerId: body.customerId,
        capabilityId,
        in: body.fromAmount !== undefined ? { currency: body.fromCurrency, amount: body.fromAmount } : { currency: body.fromCurrency },
        out: body.toAmount !== undefined ? { currency: body.toCurrency, amount: body.toAmount } : { currency: body.toCurrency },
        destinationId: v3DestinationIdOf(destinationId),
        externalId: null,
      }),
    );
    const note: LegacyQuoteNote = { flow, rail, destinationId };
    legacyQuotesOf(ctx.partition).insert(quote.id, note);
    return ok(presentLegacyQuote(quote, note), 201);
  };
}

/** The v1 quote operations. */
export const legacyQuoteRoutes: RouteDef[] = [
  { method: 'POST', path: '/v1/payin/quote', handler: createLegacyQuote('payin'), legacy: { replacement: 'POST /v3/quotes' } },
  { method: 'POST', path: '/v1/payout/quote', handler: createLegacyQuote('payout'), legacy: { replacement: 'POST /v3/quotes' } },
];
