import { describe, expect, it } from 'vitest';
import { checkoutMethodsFor } from './checkoutMethodCurrencies.js';

describe('given a hosted card checkout', () => {
  it('should offer neither Cash App nor BLIK for a euro payment, and SEPA only for euros', () => {
    expect(checkoutMethodsFor('EUR')).toEqual(['card', 'apple_pay', 'google_pay', 'sepa']);
    expect(checkoutMethodsFor('USD')).toEqual(['card', 'apple_pay', 'google_pay', 'cash_app']);
    expect(checkoutMethodsFor('PLN')).toEqual(['card', 'apple_pay', 'google_pay', 'blik']);
  });

  it('should keep to the methods the capability allows', () => {
    expect(checkoutMethodsFor('USD', ['card', 'cash_app', 'sepa'])).toEqual(['card', 'cash_app']);
  });
});
