import type { Quote } from '../schemas/index.js';
import type { QuoteInput } from './checkoutTypes.js';

/**
 * An input that prices `quote` again: the same capability, destination and currencies, with the
 * amount fixed on the side the person sends. Used when only the quote is known (an intent resumed
 * after a reload), so an expired one can be re-quoted. `null` without a destination.
 *
 * @example
 * quoteInputOf(quote); // { capabilityId, destinationId, in: { currency: 'USD', amount: '250.00' }, out: { currency: 'USDC' } }
 */
export function quoteInputOf(quote: Quote): QuoteInput | null {
  if (!quote.destinationId) return null;
  return {
    capabilityId: quote.capabilityId,
    destinationId: quote.destinationId,
    in: { currency: quote.in.currency, amount: quote.in.amount },
    out: { currency: quote.out.currency },
  };
}
