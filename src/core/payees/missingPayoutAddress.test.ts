import { describe, expect, it } from 'vitest';
import { missingPayoutAddress } from './missingPayoutAddress.js';

describe('missingPayoutAddress', () => {
  it.each(['ach', 'wire', 'sepa', 'pix'])(
    'should name the street, city and country a %s destination needs from a recipient without an address',
    (method) => {
      expect(missingPayoutAddress({}, method)).toEqual(['streetLine1', 'city', 'country']);
    },
  );

  it('should name only the parts still missing, blank ones included', () => {
    expect(missingPayoutAddress({ address: { streetLine1: '1 Main St', city: '  ' } }, 'ach')).toEqual(['city', 'country']);
  });

  it('should ask nothing for a wallet or a complete address', () => {
    expect(missingPayoutAddress({}, 'wallet')).toEqual([]);
    expect(missingPayoutAddress({ address: { streetLine1: '1 Main St', city: 'Boston', country: 'US' } }, 'wire')).toEqual([]);
  });
});
