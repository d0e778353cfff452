// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EventHint } from '../../core/schemas/eventHint.js';
import type { EventRelay } from './EventRelay.js';
import { relayWebhookEvents } from './relayWebhookEvents.js';

function recordingRelay() {
  const published: Array<[string, EventHint]> = [];
  const relay: Pick<EventRelay, 'publish' | 'stream'> = {
    publish: (customerId, hint) => void published.push([customerId, hint]),
    stream: () => new Response(null),
  };
  return { relay, published };
}

describe('given verified webhook events', () => {
  it('should publish a resource event to its customer', () => {
    const { relay, published } = recordingRelay();
    relayWebhookEvents(relay)({ id: 'msg_1', type: 'account.created', data: { id: 'acc_1', customerId: 'cus_1' }, createdAt: 0 });
    expect(published).toEqual([
      ['cus_1', { type: 'account.created', resource: { type: 'account', id: 'acc_1' }, occurredAt: '1970-01-01T00:00:00.000Z' }],
    ]);
  });

  it('should publish nothing for an event that names no customer', () => {
    const { relay, published } = recordingRelay();
    relayWebhookEvents(relay)({ id: 'msg_2', type: 'api.deprecation', data: { sunset: '2027-01-01' }, createdAt: 0 });
    expect(published).toEqual([]);
  });
});
