import { describe, expect, it } from 'vitest';
import { webhookEndpointSchema } from './webhookEndpoint.js';

const endpoint = {
  id: 'whk_H00k1',
  url: 'https://merchant.example.com/webhooks/payments',
  events: ['transfer.state_changed', 'capability.status_changed'],
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  status: 'enabled',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
};

describe('given webhook endpoints', () => {
  it.each([
    ['a new endpoint with its secret', endpoint],
    ['a read without the secret, subscribed to a future event', { ...endpoint, secret: undefined, events: ['payout.settled'] }],
  ])('should parse %s unchanged', (_name, payload) => {
    expect(webhookEndpointSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['an id without prefix', { ...endpoint, id: 'wh_1' }, ['id'], /whk_…/],
    ['a secret of another form', { ...endpoint, secret: 'sk_live_123' }, ['secret'], /whsec_/],
    ['a plain-http URL', { ...endpoint, url: 'http://merchant.example.com/hook' }, ['url'], /https URL/],
  ])('should refuse %s', (_name, payload, path, message) => {
    const issues = webhookEndpointSchema.safeParse(payload).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});
