import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../platform/createFakePlatform.js';
import { webhookDeliveriesOf, type WebhookDelivery } from '../platform/resources/webhooks/index.js';
import { useFakePlatformServer, type ApiClient } from './harness.js';
import { settle, webhookReceiverForFile } from './webhooksReceiver.js';

const env = useFakePlatformServer({ webhookRetryDelaysMs: [10, 20] });
const receiver = webhookReceiverForFile();

async function subscribe(client: ApiClient, path: string): Promise<{ id: string; secret: string }> {
  const response = await client.post('/v3/webhooks', { url: receiver.url(path), events: ['customer.created'] });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function createCustomer(client: ApiClient): Promise<void> {
  const response = await client.post('/v3/customers', { type: 'individual' });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

function deliveriesOf(developer: string): WebhookDelivery[] {
  return webhookDeliveriesOf(env.platform.core.partition(developer, 'sandbox'));
}

async function waitUntilSettled(developer: string): Promise<WebhookDelivery[]> {
  const deadline = Date.now() + 3_000;
  while (deliveriesOf(developer).some((delivery) => delivery.status === 'pending')) {
    if (Date.now() > deadline) throw new Error('deliveries still pending');
    await settle(5);
  }
  return deliveriesOf(developer);
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('given a receiver that fails, then succeeds', () => {
  it('should retry with the same webhook-id and body, each attempt signed', async () => {
    const client = env.client('sk_sandbox_flaky');
    receiver.answer('/flaky', [500, 200]);
    const endpoint = await subscribe(client, '/flaky');
    await createCustomer(client);
    const [first, second] = await receiver.waitFor('/flaky', 2);
    if (!first || !second) throw new Error('missing attempts');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    for (const attempt of [first, second]) expect(() => new Webhook(endpoint.secret).verify(attempt.body, attempt.headers)).not.toThrow();

    const [delivery] = await waitUntilSettled('flaky');
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      eventType: 'customer.created',
      status: 'succeeded',
      messageId: first.headers['webhook-id'],
    });
    expect(delivery?.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    await settle(60);
    expect(receiver.at('/flaky')).toHaveLength(2);
  });

  it('should count a redirect as a failure and not follow it', async () => {
    const client = env.client('sk_sandbox_redirected');
    receiver.answer('/redirected', [302, 204]);
    await subscribe(client, '/redirected');
    await createCustomer(client);
    await receiver.waitFor('/redirected', 2);
    const [delivery] = await waitUntilSettled('redirected');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([302, 204]);
    expect(delivery?.status).toBe('succeeded');
  });
});

describe('given a receiver that keeps failing', () => {
  it('should stop after one attempt more than there are retry delays, and mark the delivery failed', async () => {
    const client = env.client('sk_sandbox_broken');
    receiver.answer('/broken', [500, 502, 503, 500, 500]);
    await subscribe(client, '/broken');
    await createCustomer(client);
    await receiver.waitFor('/broken', 3);
    const [delivery] = await waitUntilSettled('broken');
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 502],
      [3, 503],
    ]);
    await settle(80);
    expect(receiver.at('/broken')).toHaveLength(3);
  });

  it('should retry network errors and record them', async () => {
    const client = env.client('sk_sandbox_unreachable');
    const port = await closedPort();
    const response = await client.post('/v3/webhooks', { url: `http://127.0.0.1:${port}/gone` });
    expect(response.status).toBe(201);
    await createCustomer(client);
    const deliveries = await waitUntilSettled('unreachable');
    expect(deliveries.length).toBeGreaterThan(0);
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts).toHaveLength(3);
      for (const attempt of delivery.attempts) {
        expect(attempt.status).toBeUndefined();
        expect(attempt.error).toEqual(expect.any(String));
        expect(Date.parse(attempt.at)).not.toBeNaN();
      }
    }
  });
});

describe('given an endpoint deleted while a retry is waiting', () => {
  it('should abandon the delivery', async () => {
    const platform = createFakePlatform({ webhookRetryDelaysMs: [300], effectLatencyMs: 0 });
    const call = (method: string, path: string, body?: unknown) =>
      platform.handle(
        new Request(`http://fake${path}`, {
          method,
          headers: { 'X-API-Key': 'sk_sandbox_acme', 'Idempotency-Key': crypto.randomUUID(), 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    receiver.answer('/abandoned', [500]);
    const endpoint = (await (
      await call('POST', '/v3/webhooks', { url: receiver.url('/abandoned'), events: ['customer.created'] })
    ).json()) as { data: { id: string } };
    expect((await call('POST', '/v3/customers', { type: 'individual' })).status).toBeLessThan(300);
    await receiver.waitFor('/abandoned', 1);
    expect((await call('DELETE', `/v3/webhooks/${endpoint.data.id}`)).status).toBe(204);
    await settle(400);
    expect(receiver.at('/abandoned')).toHaveLength(1);
    const [delivery] = webhookDeliveriesOf(platform.core.partition('acme', 'sandbox'));
    expect(delivery?.status).toBe('abandoned');
    expect(delivery?.attempts).toHaveLength(1);
  });
});
