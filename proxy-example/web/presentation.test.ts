import { describe, expect, it } from 'vitest';
import { customerName, customerTypeLabel } from './presentation.js';

describe('given customers', () => {
  it('should name a person by first and last name', () => {
    expect(customerName({ id: 'cus_1', type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } })).toBe('Ada Lovelace');
  });

  it('should name a business by its trading name, else its legal name', () => {
    expect(
      customerName({
        id: 'cus_1',
        type: 'business',
        business: { legalName: 'Analytical Engines LLC', doingBusinessAs: 'Analytical Engines' },
      }),
    ).toBe('Analytical Engines');
    expect(customerName({ id: 'cus_1', type: 'business', business: { legalName: 'Analytical Engines LLC' } })).toBe(
      'Analytical Engines LLC',
    );
  });

  it('should fall back for a customer with no name yet', () => {
    expect(customerName({ id: 'cus_1', type: 'individual' })).toBe('New customer');
  });

  it.each([
    ['individual', 'Individual'],
    ['business', 'Business'],
    ['sole_trader', 'Sole trader'],
  ])('should show the type %s as %s', (type, label) => {
    expect(customerTypeLabel(type)).toBe(label);
  });
});
