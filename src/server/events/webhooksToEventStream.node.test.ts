/**
 * End to end over real sockets: the fake platform's HTTP server delivers signed webhooks to a
 * local server that mounts the webhook handler and the event relay; each customer's SSE stream
 * gets the hints of its own resources and no other customer's.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHintSchema, type EventHint } from '../../core/schemas/eventHint.js';
// The shipped server code stands on core only; this test drives it with the fake platform.
import { startFakePlatformServer, type FakePlatformServer } from '../../testing/node/index.js';
import { createWebhookHandler } from '../webhooks/createWebhookHandler.js';
import { createEventRelay } from './EventRelay.js';
import { relayWebhookEvents } from './relayWebhookEvents.js';

const API_KEY = 'sk_sandbox_relaye2e';
const relay = createEventRelay({ heartbeatMs: 60_000 });
let platform: FakePlatformServer;
let merchant: ReturnType<typeof serve>;
let merchantUrl = '';
let receiveWebhook: ((request: Request) => Promise<Response>) | undefined;
const webhookStatuses: number[] = [];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: {
      'X-API-Key': API_KEY,
      'Content-Type': 'application/json',
      ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Reads hints from one SSE response as they arrive. */
function collectHints(response: Response) {
  const hints: EventHint[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { done: ended, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const lines = block.split('\n');
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: hint') && data) hints.push(eventHintSchema.parse(JSON.parse(data.slice(6))));
        boundary = buffer.indexOf('\n\n');
      }
    }
  })();
  return { hints, done };
}

async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

beforeAll(async () => {
  platform = await startFakePlatformServer({ port: 0 });
  merchant = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request: Request) => {
          const url = new URL(request.url);
          if (url.pathname === '/webhooks/payments' && receiveWebhook) {
            const response = await receiveWebhook(request);
            webhookStatuses.push(response.status);
            return response;
          }
          // Stands in for the proxy, whose session decides the customer.
          const customerId = url.searchParams.get('customer');
          if (url.pathname === '/api/paykit/events' && customerId) return relay.stream(customerId, request.signal);
          return new Response(null, { status: 404 });
        },
      },
      () => resolve(server),
    );
  });
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  const endpoint = await api<{ secret: string }>('POST', '/v3/webhooks', { url: `${merchantUrl}/webhooks/payments` });
  receiveWebhook = createWebhookHandler({ secrets: [endpoint.secret], onEvent: relayWebhookEvents(relay) });
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    merchant.close(() => resolve());
    (merchant as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
  await platform.close();
});

describe('given two signed-in customers listening on their event streams', () => {
  it('should relay a change upstream to the stream of its customer only', async () => {
    const alice = await api<{ id: string }>('POST', '/v3/customers', { type: 'individual' });
    const bob = await api<{ id: string }>('POST', '/v3/customers', { type: 'individual' });
    // Their creation events arrive while nobody listens: delivered, verified, and dropped.
    await eventually(() => expect(webhookStatuses.length).toBeGreaterThanOrEqual(4));

    const aborts = { alice: new AbortController(), bob: new AbortController() };
    const open = async (customerId: string, signal: AbortSignal) => {
      const response = await fetch(`${merchantUrl}/api/paykit/events?customer=${customerId}`, { signal });
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      return collectHints(response);
    };
    const aliceStream = await open(alice.id, aborts.alice.signal);
    const bobStream = await open(bob.id, aborts.bob.signal);
    await eventually(() => expect([relay.streamCount(alice.id), relay.streamCount(bob.id)]).toEqual([1, 1]));

    await api('POST', `/v3/customers/${alice.id}/capabilities/ach_pooled`, {});
    await eventually(() =>
      expect(aliceStream.hints).toContainEqual(
        expect.objectContaining({ type: 'capability.created', resource: { type: 'capability', id: 'ach_pooled' } }),
      ),
    );

    await api('PATCH', `/v3/customers/${bob.id}`, { metadata: { note: 'bob changed' } });
    await eventually(() =>
      expect(bobStream.hints).toContainEqual(
        expect.objectContaining({ type: 'customer.updated', resource: { type: 'customer', id: bob.id } }),
      ),
    );

    // Every delivery so far verified.
    expect(webhookStatuses.every((status) => status === 200)).toBe(true);
    // Alice heard only about her capability; Bob only about himself.
    expect(aliceStream.hints.every((hint) => hint.resource.type === 'capability')).toBe(true);
    expect(bobStream.hints.map((hint) => hint.resource)).toEqual(bobStream.hints.map(() => ({ type: 'customer', id: bob.id })));

    aborts.alice.abort();
    aborts.bob.abort();
    await Promise.all([aliceStream.done, bobStream.done]);
    await eventually(() => expect([relay.streamCount(alice.id), relay.streamCount(bob.id)]).toEqual([0, 0]));
  });

  it('should refuse a delivery the platform did not sign', async () => {
    const response = await fetch(`${merchantUrl}/webhooks/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      body: JSON.stringify({ type: 'customer.updated', data: { id: 'cus_victim' }, createdAt: Date.now() }),
    });
    expect(response.status).toBe(401);
  });
});
