import { describe, expect, it } from 'vitest';
import { MEMO_MAX, confirmFieldOfPointer, emptyConfirmFormValues, toConfirmDetails, validateConfirmForm } from './confirmFormModel.js';

const values = (patch: Partial<typeof emptyConfirmFormValues>) => ({ ...emptyConfirmFormValues, ...patch });

describe('given the confirm step', () => {
  it('should refuse a memo over its limit, and a return address that is not https only for a card', () => {
    const long = 'x'.repeat(MEMO_MAX + 1);
    expect(validateConfirmForm(values({ memo: long }), false)).toEqual({
      memo: { id: 'checkout.memo.tooLong', values: { count: MEMO_MAX + 1 } },
    });
    expect(validateConfirmForm(values({ redirectUrl: 'http://shop.example' }), true)).toEqual({
      redirectUrl: { id: 'checkout.redirect.invalid' },
    });
    expect(validateConfirmForm(values({ redirectUrl: 'http://shop.example' }), false)).toEqual({});
  });

  it('should send only what was filled in, and the card options only for a card', () => {
    const filled = values({ memo: ' Top up ', checkoutMethod: 'apple_pay', redirectUrl: 'https://shop.example' });
    expect(toConfirmDetails(filled, false)).toEqual({ memo: 'Top up' });
    expect(toConfirmDetails(filled, true)).toEqual({ memo: 'Top up', checkoutMethod: 'apple_pay', redirectUrl: 'https://shop.example' });
  });

  it('should land a problem pointer on its field, and nothing else', () => {
    expect(confirmFieldOfPointer('/redirectUrl')).toBe('redirectUrl');
    expect(confirmFieldOfPointer('/quoteId')).toBeNull();
  });
});
