import { describe, expect, it } from 'vitest';
import { quoteInputOf } from './quoteInputOf.js';
import { buildQuote } from './test-support/checkoutFixtures.js';

describe('given a quote known only by itself', () => {
  it('should price the same move again with the amount fixed on the side the person sends', () => {
    const quote = buildQuote({
      destinationId: 'acc_Wallet01',
      in: { currency: 'USD', amount: '250.00' },
      out: { currency: 'USDC', amount: '249.10' },
    });
    expect(quoteInputOf(quote)).toEqual({
      capabilityId: quote.capabilityId,
      destinationId: 'acc_Wallet01',
      in: { currency: 'USD', amount: '250.00' },
      out: { currency: 'USDC' },
    });
  });

  it('should give nothing to price without a destination', () => {
    expect(quoteInputOf(buildQuote({ destinationId: null }))).toBeNull();
  });
});
