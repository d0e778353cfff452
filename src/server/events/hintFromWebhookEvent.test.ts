// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hintFromWebhookEvent } from './hintFromWebhookEvent.js';

const createdAt = Date.parse('2026-04-02T08:45:00.000Z');
const occurredAt = '2026-04-02T08:45:00.000Z';

describe('given a verified resource event', () => {
  it.each([
    [
      'a transfer state change',
      'transfer.state_changed',
      { id: 'tr_4Xm9Pq', customerId: 'cus_8Jd2kq', state: 'completed' },
      'cus_8Jd2kq',
      { type: 'transfer', id: 'tr_4Xm9Pq' },
    ],
    [
      'a capability change (ids without prefix)',
      'capability.status_changed',
      { id: 'ach_pooled', customerId: 'cus_8Jd2kq' },
      'cus_8Jd2kq',
      { type: 'capability', id: 'ach_pooled' },
    ],
    ['an account creation', 'account.created', { id: 'acc_1', customerId: 'cus_8Jd2kq' }, 'cus_8Jd2kq', { type: 'account', id: 'acc_1' }],
    [
      'a customer creation: data is the customer',
      'customer.created',
      { id: 'cus_8Jd2kq', type: 'individual' },
      'cus_8Jd2kq',
      { type: 'customer', id: 'cus_8Jd2kq' },
    ],
    [
      'a customer event carrying customerId',
      'customer.verification_changed',
      { customerId: 'cus_8Jd2kq', verificationStatus: 'approved' },
      'cus_8Jd2kq',
      { type: 'customer', id: 'cus_8Jd2kq' },
    ],
    [
      'a legacy transfer event naming the customer in onBehalfOf',
      'transfer.completed',
      { id: 'tr_1', onBehalfOf: 'cus_8Jd2kq' },
      'cus_8Jd2kq',
      { type: 'transfer', id: 'tr_1' },
    ],
    [
      'an event type paykit does not know yet',
      'recipient.updated',
      { id: 'rcp_1', customerId: 'cus_8Jd2kq' },
      'cus_8Jd2kq',
      { type: 'recipient', id: 'rcp_1' },
    ],
  ])('should map %s to a hint for its customer', (_name, type, data, customerId, resource) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })).toEqual({ customerId, hint: { type, resource, occurredAt } });
  });

  it('should accept an RFC 3339 createdAt as well as epoch milliseconds', () => {
    const event = { type: 'account.created', data: { id: 'acc_1', customerId: 'cus_1' }, createdAt: '2026-04-02T10:45:00+02:00' };
    expect(hintFromWebhookEvent(event)?.hint.occurredAt).toBe(occurredAt);
  });

  it('should never take the customer from anything but the resource', () => {
    const event = { type: 'transfer.state_changed', data: { id: 'tr_1', customerId: 'cus_owner', onBehalfOf: 'cus_other' }, createdAt };
    expect(hintFromWebhookEvent(event)?.customerId).toBe('cus_owner');
  });
});

describe('given an event that names no customer', () => {
  it.each([
    ['a sunset notice', 'api.deprecation', { sunset: '2027-01-01' }],
    ['a resource without customerId', 'transfer.state_changed', { id: 'tr_1' }],
    ['a malformed customer id', 'transfer.state_changed', { id: 'tr_1', customerId: 'cus_../x' }],
    ['a customer id of the wrong kind', 'account.created', { id: 'acc_1', customerId: 'acc_2' }],
    ['a numeric customer id', 'account.created', { id: 'acc_1', customerId: 42 }],
    ['a resource without id', 'account.created', { customerId: 'cus_1' }],
    ['a type without a resource prefix', 'deprecation', { id: 'cus_1' }],
    ['a type starting with a dot', '.created', { id: 'cus_1' }],
    ['a resource id longer than any id', 'account.created', { id: `acc_${'a'.repeat(65_000)}`, customerId: 'cus_1' }],
    ['a customer id longer than any id', 'account.created', { id: 'acc_1', customerId: `cus_${'a'.repeat(65_000)}` }],
    ['an event type longer than any the API names', `account.${'a'.repeat(65_000)}`, { id: 'acc_1', customerId: 'cus_1' }],
  ])('should give null for %s', (_name, type, data) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })).toBeNull();
  });

  it('should give null when createdAt is not a date', () => {
    expect(
      hintFromWebhookEvent({ type: 'account.created', data: { id: 'acc_1', customerId: 'cus_1' }, createdAt: 'yesterday' }),
    ).toBeNull();
  });
});

describe('given a legacy v1 event', () => {
  const customerId = 'cus_8Jd2kq';
  const transfer = { type: 'transfer', id: 'tr_4Xm9Pq' };
  const v1Transfer = { id: 'tr_4Xm9Pq', onBehalfOf: customerId, quoteId: 'quo_7Lp2Wd', state: 'processing', fromAmount: '100.00' };
  const v1PayIn = {
    id: 'tr_4Xm9Pq',
    quoteId: 'quo_7Lp2Wd',
    onBehalfOf: customerId,
    state: 'pending',
    externalId: 'order-1042',
    fromAmount: '100.00',
    fromCurrency: 'USD',
    toAmount: '99.10',
    toCurrency: 'USDC',
  };
  const v1Payout = { ...v1PayIn, state: 'processing', fromCurrency: 'USDC', toCurrency: 'EUR', toAmount: '91.20' };

  it.each([
    ['customer.created', { id: customerId, type: 'individual', verificationStatus: 'not_started', email: 'ada@example.com', rails: [] }],
    ['customer.updated', { id: customerId, type: 'business', verificationStatus: 'pending', rails: [] }],
    [
      'customer.verification_changed',
      { customerId, customerType: 'individual', verificationStatus: 'rejected', previousStatus: 'pending', reason: 'document_expired' },
    ],
  ])('should point %s at the customer', (type, data) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })).toEqual({
      customerId,
      hint: { type, resource: { type: 'customer', id: customerId }, occurredAt },
    });
  });

  it.each([
    ['customer.rail.status_changed', { customerId, rail: 'ach_pooled', railStatus: 'ready_to_use' }, 'ach_pooled'],
    ['customer.rail.status_changed', { customerId, rail: 'fedwire_named', railStatus: 'requested' }, 'wire_named'],
    ['customer.rail.status_changed', { customerId, rail: 'swift_pooled', railStatus: 'rejected' }, 'swift_pooled'],
    [
      'customer.rail.documents_requested',
      { customerId, rail: 'sepa_named', requiredDocuments: ['proof_of_address'], reason: 'address_unverified' },
      'sepa_named',
    ],
    ['customer.rail.documents_requested', { customerId, rail: 'pix_pooled', requiredDocuments: ['tax_id'] }, 'pix_pooled'],
  ])('should point %s at the capability the rail maps to, as capability.status_changed does', (type, data, capabilityId) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })).toEqual({
      customerId,
      hint: { type, resource: { type: 'capability', id: capabilityId }, occurredAt },
    });
  });

  it.each([
    ['a name that is no rail', 'card'],
    ['no rail at all', undefined],
    ['a rail longer than any rail', `${'a'.repeat(100)}_pooled`],
  ])('should point a rail event with %s at the customer', (_name, rail) => {
    const data = { customerId, rail, railStatus: 'requested' };
    expect(hintFromWebhookEvent({ type: 'customer.rail.status_changed', data, createdAt })?.hint.resource).toEqual({
      type: 'customer',
      id: customerId,
    });
  });

  it.each([
    ['transfer.created', { ...v1Transfer, state: 'pending' }],
    ['transfer.updated', v1Transfer],
    ['transfer.completed', { ...v1Transfer, state: 'completed', toAmount: '99.10' }],
    ['transfer.failed', { ...v1Transfer, state: 'failed' }],
    ['transfer.funded_partial', { id: 'tr_4Xm9Pq', onBehalfOf: customerId, from: '100.00', to: '60.00' }],
    ['transfer.amount_adjusted', { id: 'tr_4Xm9Pq', onBehalfOf: customerId, from: '100.00', to: '98.50' }],
    ['payin.created', v1PayIn],
    ['payin.updated', { ...v1PayIn, state: 'processing' }],
    ['payin.amount_adjusted', { ...v1PayIn, fromAmount: '98.50' }],
    ['payin.funded_partial', { ...v1PayIn, state: 'funded_partial', fromAmount: '60.00' }],
    ['payin.completed', { ...v1PayIn, state: 'completed' }],
    ['payin.failed', { ...v1PayIn, state: 'failed' }],
    ['payout.created', v1Payout],
    ['payout.updated', v1Payout],
    ['payout.amount_adjusted', { ...v1Payout, toAmount: '90.80' }],
    ['payout.completed', { ...v1Payout, state: 'completed' }],
    ['payout.failed', { ...v1Payout, state: 'failed' }],
  ])('should point %s at the transfer, as transfer.state_changed does', (type, data) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })).toEqual({ customerId, hint: { type, resource: transfer, occurredAt } });
  });

  it.each([
    ['payin.created', { quoteId: 'quo_7Lp2Wd', onBehalfOf: customerId, state: 'pending', externalId: 'order-1042' }],
    ['payout.updated', { id: 'quo_7Lp2Wd', onBehalfOf: customerId, state: 'processing' }],
    ['transfer.created', { id: '', quoteId: 'quo_7Lp2Wd', onBehalfOf: customerId, state: 'pending' }],
  ])('should point %s without a transfer id at the quote it executes', (type, data) => {
    expect(hintFromWebhookEvent({ type, data, createdAt })?.hint.resource).toEqual({ type: 'quote', id: 'quo_7Lp2Wd' });
  });

  it.each([
    ['only the merchant externalId', { externalId: 'order-1042', onBehalfOf: customerId, state: 'pending' }],
    ['an id that is no transfer id', { id: 'order-1042', onBehalfOf: customerId }],
    ['a malformed quote id', { quoteId: 'quo_../x', onBehalfOf: customerId }],
  ])('should give null for a pay-in event carrying %s', (_name, data) => {
    expect(hintFromWebhookEvent({ type: 'payin.updated', data, createdAt })).toBeNull();
  });

  it('should give null for a pay-in event without a customer', () => {
    expect(hintFromWebhookEvent({ type: 'payin.completed', data: { ...v1PayIn, onBehalfOf: undefined }, createdAt })).toBeNull();
  });
});
