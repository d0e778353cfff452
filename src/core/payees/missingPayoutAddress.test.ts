import { describe, expect, it } from 'vitest';
import { missingPayoutAddressParts } from './missingPayoutAddress.js';

describe('given a recipient and the method of a destination to add', () => {
  it('should name the street, city and country a bank payout needs and the recipient lacks', () => {
    expect(missingPayoutAddressParts({ address: null }, 'ach')).toEqual(['streetLine1', 'city', 'country']);
    expect(missingPayoutAddressParts({ address: { city: 'Lyon', postalCode: '69001' } }, 'sepa')).toEqual(['streetLine1', 'country']);
    expect(missingPayoutAddressParts({ address: { streetLine1: '1 Main St', city: 'Austin', country: 'US' } }, 'wire')).toEqual([]);
  });

  it('should need no address for a wallet', () => {
    expect(missingPayoutAddressParts({ address: null }, 'wallet')).toEqual([]);
  });
});
