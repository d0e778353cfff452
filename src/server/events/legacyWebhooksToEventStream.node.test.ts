/**
 * End to end over real sockets, for a merchant still on v1: the fake platform delivers its v1
 * events to the v1 delivery URL (provider `svix-*` headers, and the compatibility
 * `X-Webhook-Signature` when turned on); the webhook handler verifies them and the relay puts the
 * same hints as their v3 counterparts on the customer's stream.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHintSchema, type EventHint } from '../../core/schemas/eventHint.js';
import { startFakePlatformServer, type FakePlatformServer } from '../../testing/node/index.js';
import { createWebhookHandler } from '../webhooks/createWebhookHandler.js';
import { createEventRelay } from './EventRelay.js';
import { relayWebhookEvents } from './relayWebhookEvents.js';

const relay = createEventRelay({ heartbeatMs: 60_000 });
/** One merchant per way of verifying, each with its own key (partition) and v1 URL. */
const handlers = new Map<string, (request: Request) => Promise<Response>>();
const statuses = new Map<string, number[]>();
let platform: FakePlatformServer;
let merchant: ReturnType<typeof serve>;
let merchantUrl = '';

async function api<T>(apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

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
        const lines = buffer.slice(0, boundary).split('\n');
        buffer = buffer.slice(boundary + 2);
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
          const handler = handlers.get(url.pathname);
          if (handler) {
            const response = await handler(request);
            statuses.set(url.pathname, [...(statuses.get(url.pathname) ?? []), response.status]);
            return response;
          }
          const customerId = url.searchParams.get('customer');
          if (url.pathname === '/api/paykit/events' && customerId) return relay.stream(customerId, request.signal);
          return new Response(null, { status: 404 });
        },
      },
      () => resolve(server),
    );
  });
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    merchant.close(() => resolve());
    (merchant as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
  await platform.close();
});

/** Onboards an individual through v1 while its stream listens; returns the hints it heard. */
async function onboardThroughV1(apiKey: string) {
  const customer = await api<{ id: string }>(apiKey, 'POST', '/v1/customers', {
    type: 'individual',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@example.com',
  });
  const abort = new AbortController();
  const stream = collectHints(await fetch(`${merchantUrl}/api/paykit/events?customer=${customer.id}`, { signal: abort.signal }));
  await eventually(() => expect(relay.streamCount(customer.id)).toBe(1));

  await api(apiKey, 'POST', `/v1/customers/${customer.id}/kyc/import`, { provider: 'persona', reference: 'inq_e2e' });
  await api(apiKey, 'POST', `/v1/customers/${customer.id}/rails`, { rails: ['fedwire_pooled'] });
  await api(apiKey, 'POST', `/v3/sandbox/customers/${customer.id}/capabilities/wire_pooled/status`, { status: 'ready' });
  await eventually(() =>
    expect(stream.hints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'customer.verification_changed', resource: { type: 'customer', id: customer.id } }),
        expect.objectContaining({ type: 'customer.rail.status_changed', resource: { type: 'capability', id: 'wire_pooled' } }),
      ]),
    ),
  );
  abort.abort();
  await stream.done;
  return stream.hints;
}

describe('given a merchant whose v1 delivery URL points at the webhook handler', () => {
  it('should verify the provider-signed deliveries and relay v1 events as the hints of their v3 counterparts', async () => {
    const apiKey = 'sk_sandbox_legacysvix';
    const config = await api<{ signingSecret: string }>(apiKey, 'PATCH', '/v1/webhooks', { url: `${merchantUrl}/v1/provider` });
    handlers.set('/v1/provider', createWebhookHandler({ secrets: [config.signingSecret], onEvent: relayWebhookEvents(relay) }));

    const hints = await onboardThroughV1(apiKey);

    // Each hint names what the browser re-reads: the customer, or the rail's v3 capability (fedwire is wire on v3).
    const customerId = hints.find((hint) => hint.resource.type === 'customer')?.resource.id;
    expect(new Set(hints.map((hint) => `${hint.resource.type}:${hint.resource.id}`))).toEqual(
      new Set([`customer:${customerId}`, 'capability:wire_pooled']),
    );
    expect(statuses.get('/v1/provider')?.every((status) => status === 200)).toBe(true);
  });

  it('should accept the compatibility HMAC only when the merchant turned it on', async () => {
    const apiKey = 'sk_sandbox_legacyhmac';
    const config = await api<{ secretKey: string }>(apiKey, 'PATCH', '/v1/webhooks', {
      url: `${merchantUrl}/v1/hmac`,
      legacySignature: true,
    });
    // A secret that signed nothing: only X-Webhook-Signature can verify these deliveries.
    const unrelated = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    handlers.set('/v1/hmac', createWebhookHandler({ secrets: [unrelated], onEvent: relayWebhookEvents(relay) }));
    const refused = await api<{ id: string }>(apiKey, 'POST', '/v1/customers', {
      type: 'individual',
      firstName: 'A',
      lastName: 'B',
      email: 'a.b@example.com',
    });
    await eventually(() => expect(statuses.get('/v1/hmac')?.length ?? 0).toBeGreaterThan(0));
    expect(statuses.get('/v1/hmac')?.every((status) => status === 401)).toBe(true);
    expect(refused.id).toMatch(/^cus_/);

    handlers.set(
      '/v1/hmac',
      createWebhookHandler({ secrets: [unrelated], legacySignature: { secretKey: config.secretKey }, onEvent: relayWebhookEvents(relay) }),
    );
    statuses.delete('/v1/hmac');
    await onboardThroughV1(apiKey);
    expect(statuses.get('/v1/hmac')?.every((status) => status === 200)).toBe(true);
  });
});
