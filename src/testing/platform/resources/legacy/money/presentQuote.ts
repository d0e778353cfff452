import type { QuoteRecord } from '../../transfers/store.js';
import type { LegacyQuoteNote } from './store.js';

/**
 * The v1 quote view: `{ id, type, customerId, rail, fromCurrency, fromAmount, toCurrency,
 * toAmount, rate, fee: { amount, currency }, destinationId, expiresAt, createdAt }`. The id is
 * the v3 quote's (readable at `GET /v3/quotes/{id}`); `fee` is the service fee on the fiat side.
 * Deposit instructions come with the transfer, which fixes a reference code per execution.
 */
export function presentLegacyQuote(quote: QuoteRecord, note: LegacyQuoteNote) {
  const fiatCurrency = note.flow === 'payin' ? quote.in.currency : quote.out.currency;
  const fee = quote.fees[0];
  return {
    id: quote.id,
    type: note.flow,
    customerId: quote.customerId,
    rail: note.rail,
    fromCurrency: quote.in.currency,
    fromAmount: quote.in.amount,
    toCurrency: quote.out.currency,
    toAmount: quote.out.amount,
    rate: quote.rate,
    fee: { amount: fee?.amount ?? '0', currency: fee?.currency ?? fiatCurrency },
    destinationId: note.destinationId,
    expiresAt: quote.expiresAt,
    createdAt: quote.createdAt,
  };
}
