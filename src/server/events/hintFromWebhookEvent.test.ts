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
