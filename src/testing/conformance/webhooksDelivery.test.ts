import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { accountSchema, capabilitySchema, customerSchema, transferSchema } from '../../core/schemas/index.js';
import { runScenario } from '../scenarios/index.js';
import { useFakePlatformServer, type ApiClient } from './harness.js';
import { settle, webhookReceiverForFile, type ReceivedDelivery } from './webhooksReceiver.js';

const env = useFakePlatformServer();
const receiver = webhookReceiverForFile();
const CLOCK_START_MS = Date.parse('2026-05-01T12:00:00.000Z');

async function subscribe(path: string, events?: string[], client: ApiClient = env.api): Promise<{ id: string; secret: string }> {
  const response = await client.post('/v3/webhooks', { url: receiver.url(path), ...(events ? { events } : {}) });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function createCustomer(client: ApiClient = env.api): Promise<{ id: string }> {
  const response = await client.post('/v3/customers', { type: 'individual' });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

function ofType(deliveries: ReceivedDelivery[], type: string): ReceivedDelivery[] {
  return deliveries.filter((delivery) => (JSON.parse(delivery.body) as { type: string }).type === type);
}

async function waitForType(path: string, type: string, count = 1): Promise<ReceivedDelivery[]> {
  const deadline = Date.now() + 3_000;
  while (ofType(receiver.at(path), type).length < count) {
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} ${type} deliveries to ${path}; got ${ofType(receiver.at(path), type).length}`);
    await settle(5);
  }
  return ofType(receiver.at(path), type);
}

describe('given an endpoint subscribed to every event', () => {
  it('should deliver customer.created as a signed Standard Webhooks POST of { type, data, createdAt }', async () => {
    const endpoint = await subscribe('/all');
    const customer = await createCustomer();
    const [delivery] = await waitForType('/all', 'customer.created');
    if (!delivery) throw new Error('no delivery');

    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9]+$/);
    expect(delivery.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);

    const verified = new Webhook(endpoint.secret).verify(delivery.body, delivery.headers) as Record<string, unknown>;
    expect(Object.keys(verified).sort()).toEqual(['createdAt', 'data', 'type']);
    expect(verified.type).toBe('customer.created');
    expect(verified.createdAt).toBe(CLOCK_START_MS);
    const data = customerSchema.parse(verified.data);
    expect(data.id).toBe(customer.id);
    const read = await env.api.get(`/v3/customers/${customer.id}`);
    expect(verified.data).toEqual(read.body.data);
  });

  it('should sign with the endpoint secret only: another secret does not verify', async () => {
    const endpoint = await subscribe('/secret-check');
    const other = await subscribe('/secret-other');
    await createCustomer();
    const [delivery] = await waitForType('/secret-check', 'customer.created');
    if (!delivery) throw new Error('no delivery');
    expect(() => new Webhook(other.secret).verify(delivery.body, delivery.headers)).toThrow();
    expect(() => new Webhook(endpoint.secret).verify(`${delivery.body} `, delivery.headers)).toThrow();
    expect(() => new Webhook(endpoint.secret).verify(delivery.body, delivery.headers)).not.toThrow();
  });

  it('should give each endpoint its own webhook-id for the same event', async () => {
    await subscribe('/twin-a');
    await subscribe('/twin-b');
    const customer = await createCustomer();
    const [a] = (await waitForType('/twin-a', 'customer.created')).filter((delivery) => delivery.body.includes(customer.id));
    const [b] = (await waitForType('/twin-b', 'customer.created')).filter((delivery) => delivery.body.includes(customer.id));
    expect(a?.body).toBe(b?.body);
    expect(a?.headers['webhook-id']).not.toBe(b?.headers['webhook-id']);
  });

  it('should not hold the API response while the receiver is slow', async () => {
    receiver.answer('/slow', [200], { delayMs: 1_500 });
    await subscribe('/slow');
    const began = Date.now();
    await createCustomer();
    expect(Date.now() - began).toBeLessThan(1_000);
    await waitForType('/slow', 'customer.created');
  });
});

describe('given per-event subscriptions', () => {
  it('should deliver only the subscribed event types', async () => {
    const client = env.client('sk_sandbox_filters');
    await subscribe('/only-created', ['customer.created'], client);
    await subscribe('/only-updated', ['customer.updated'], client);
    const customer = await createCustomer(client);
    await waitForType('/only-created', 'customer.created');
    await settle(100);
    expect(receiver.at('/only-updated')).toEqual([]);

    const patched = await client.patch(`/v3/customers/${customer.id}`, { individual: { firstName: 'Ada' } });
    expect(patched.status).toBe(200);
    const [updated] = await waitForType('/only-updated', 'customer.updated');
    expect(JSON.parse(updated?.body ?? '{}').data.id).toBe(customer.id);
    await settle(100);
    expect(receiver.at('/only-created').map((delivery) => JSON.parse(delivery.body).type)).toEqual(['customer.created']);
  });

  it('should follow a subscription changed by PATCH', async () => {
    const client = env.client('sk_sandbox_repatch');
    const endpoint = await subscribe('/repatched', ['account.created'], client);
    await createCustomer(client);
    await settle(100);
    expect(receiver.at('/repatched')).toEqual([]);
    await client.patch(`/v3/webhooks/${endpoint.id}`, { events: ['customer.created'] });
    await createCustomer(client);
    await waitForType('/repatched', 'customer.created');
  });

  it('should send nothing to a disabled or deleted endpoint', async () => {
    const client = env.client('sk_sandbox_quiet');
    const disabled = await subscribe('/disabled', undefined, client);
    const deleted = await subscribe('/deleted', undefined, client);
    await client.patch(`/v3/webhooks/${disabled.id}`, { status: 'disabled' });
    await client.del(`/v3/webhooks/${deleted.id}`);
    await createCustomer(client);
    await settle(150);
    expect(receiver.at('/disabled')).toEqual([]);
    expect(receiver.at('/deleted')).toEqual([]);
  });
});

describe('given several developers and environments', () => {
  it("should deliver a partition's events to that partition's endpoints only", async () => {
    await subscribe('/sandbox-acme', ['customer.created']);
    await subscribe('/production-acme', ['customer.created'], env.production);
    await subscribe('/sandbox-globex', ['customer.created'], env.other);
    const before = receiver.at('/sandbox-acme').length;

    const production = await createCustomer(env.production);
    const [delivered] = await waitForType('/production-acme', 'customer.created');
    expect(JSON.parse(delivered?.body ?? '{}').data.id).toBe(production.id);
    await settle(150);
    expect(receiver.at('/sandbox-acme')).toHaveLength(before);
    expect(receiver.at('/sandbox-globex')).toEqual([]);
  });
});

describe('given a customer taken from creation to a pay-in awaiting funds', () => {
  it('should deliver capability, account and transfer events carrying the resource as a read returns it', async () => {
    const client = env.client('sk_sandbox_journey');
    const endpoint = await subscribe(
      '/journey',
      ['capability.created', 'capability.status_changed', 'account.created', 'account.status_changed', 'transfer.state_changed'],
      client,
    );
    const result = await runScenario(env.platform, 'payinAwaitingFunds', { apiKey: 'sk_sandbox_journey' });

    const [transferEvent] = await waitForType('/journey', 'transfer.state_changed');
    await waitForType('/journey', 'account.status_changed', 2);
    const events = receiver
      .at('/journey')
      .map((delivery) => new Webhook(endpoint.secret).verify(delivery.body, delivery.headers) as { type: string; data: unknown });
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set(['capability.created', 'capability.status_changed', 'account.created', 'account.status_changed', 'transfer.state_changed']),
    );
    expect(events.some((event) => event.type === 'customer.created')).toBe(false);
    for (const event of events) {
      if (event.type.startsWith('capability.')) expect(capabilitySchema.parse(event.data).customerId).toBe(result.customerId);
      if (event.type.startsWith('account.')) accountSchema.parse(event.data);
    }
    const transfer = transferSchema.parse(JSON.parse(transferEvent?.body ?? '{}').data);
    expect(transfer).toMatchObject({ id: result.transferId, state: 'awaiting_funds' });
    const bankReady = events.find(
      (event) =>
        event.type === 'account.status_changed' &&
        (event.data as { id: string; status: string }).id === result.bankAccountId &&
        (event.data as { status: string }).status === 'ready',
    );
    expect(bankReady).toBeDefined();
  });
});
