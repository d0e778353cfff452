import { describe, expect, it } from 'vitest';
import { capabilityLabel, customerName, customerTypeLabel, directionsLabel, statusLabel, statusTone } from './presentation.js';

describe('given capability statuses', () => {
  it.each([
    ['ready', 'Ready', 'success'],
    ['pending', 'Pending', 'info'],
    ['restricted', 'Action needed', 'warning'],
    ['rejected', 'Rejected', 'danger'],
    ['canceled', 'Canceled', 'neutral'],
    ['under_watch', 'Under watch', 'neutral'],
  ])('should show %s as "%s" in the %s tone', (status, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });
});

describe('given capabilities', () => {
  it.each([
    [{ id: 'stablecoin_transfers', method: 'stablecoin_transfers', accountType: null }, 'Stablecoin transfers'],
    [{ id: 'ach_pooled', method: 'ach', accountType: 'pooled' }, 'ACH, pooled account'],
    [{ id: 'sepa_named', method: 'sepa', accountType: 'named' }, 'SEPA, named account'],
    [{ id: 'open_banking', method: 'open_banking', accountType: undefined }, 'Open banking'],
  ])('should name %o "%s"', (capability, label) => {
    expect(capabilityLabel(capability)).toBe(label);
  });

  it.each([
    [['payin', 'payout'], 'Pay-ins and payouts'],
    [['payin'], 'Pay-ins only'],
    [['payout'], 'Payouts only'],
    [[], null],
  ])('should describe directions %o', (directions, label) => {
    expect(directionsLabel(directions)).toBe(label);
  });
});

describe('given customers', () => {
  it('should name a person by first and last name', () => {
    expect(customerName({ id: 'cus_1', type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } })).toBe('Ada Lovelace');
  });

  it('should name a business by its trading name, else its legal name', () => {
    expect(customerName({ id: 'cus_1', type: 'business', business: { legalName: 'Analytical Engines LLC', doingBusinessAs: 'Analytical Engines' } })).toBe('Analytical Engines');
    expect(customerName({ id: 'cus_1', type: 'business', business: { legalName: 'Analytical Engines LLC' } })).toBe('Analytical Engines LLC');
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
