import { describe, expect, it } from 'vitest';
import { amountWithDigits, everyCurrency, tableScale } from '../money/test-support/scaleFixtures.js';
import { emptyQuoteFormValues, validateQuoteForm, type QuoteFormValues } from './quoteFormModel.js';

const filled: QuoteFormValues = { ...emptyQuoteFormValues, capabilityId: 'ach_pooled', accountId: 'acc_1' };
const sending = (sendCurrency: string, amount: string) => validateQuoteForm({ ...filled, sendCurrency, amount }, 'USDC');
const receiving = (receiveCurrency: string, amount: string) =>
  validateQuoteForm({ ...filled, sendCurrency: 'USDC', side: 'out', amount }, receiveCurrency);

describe('given the amount of the quote form', () => {
  it.each([
    ['100.50', 'HUF'],
    ['10.50', 'IDR'],
    ['1.5', 'COP'],
    ['1.125', 'IQD'],
  ])('should let %s %s through to the platform', (amount, currency) => {
    expect(sending(currency, amount)).toEqual({});
    expect(receiving(currency, amount)).toEqual({});
  });

  it('should take every currency at its scale and name the scale one digit past it, on either side', () => {
    for (const currency of everyCurrency) {
      const scale = tableScale(currency);
      const refused = { amount: { id: 'checkout.error.amountScale', values: { currency, scale } } };
      expect(sending(currency, amountWithDigits(scale)), currency).toEqual({});
      expect(sending(currency, amountWithDigits(scale + 1)), currency).toEqual(refused);
      expect(receiving(currency, amountWithDigits(scale)), currency).toEqual({});
      expect(receiving(currency, amountWithDigits(scale + 1)), currency).toEqual(refused);
    }
  });

  it('should name the scale of the ISO table, not the digits Intl displays', () => {
    expect(sending('HUF', '1.505')).toEqual({ amount: { id: 'checkout.error.amountScale', values: { currency: 'HUF', scale: 2 } } });
    expect(sending('IQD', '1.1255')).toEqual({ amount: { id: 'checkout.error.amountScale', values: { currency: 'IQD', scale: 3 } } });
  });
});
