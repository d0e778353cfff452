import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { useFakePlatformServer, type ApiClient } from './harness.js';
import { legacyMoneySetup } from './legacyMoneySetup.js';
import { expectProblem } from './transfersSetup.js';
import { settle, webhookReceiverForFile, type ReceivedDelivery } from './webhooksReceiver.js';

const env = useFakePlatformServer({ webhookRetryDelaysMs: [10, 20] });
const receiver = webhookReceiverForFile();

const typeOf = (delivery: ReceivedDelivery) => (JSON.parse(delivery.body) as { type: string }).type;

/** Verifies a v1 delivery's `svix-*` headers (the Standard Webhooks scheme under the provider's prefix). */
function verifySvix(secret: string, delivery: ReceivedDelivery): { type: string; data: any; createdAt: number } {
  const headers = {
    'webhook-id': delivery.headers['svix-id'] ?? '',
    'webhook-timestamp': delivery.headers['svix-timestamp'] ?? '',
    'webhook-signature': delivery.headers['svix-signature'] ?? '',
  };
  return new Webhook(secret).verify(delivery.body, headers) as { type: string; data: any; createdAt: number };
}

async function waitForTypes(path: string, types: string[]): Promise<ReceivedDelivery[]> {
  const deadline = Date.now() + 3_000;
  const missing = () => types.filter((type) => !receiver.at(path).some((delivery) => typeOf(delivery) === type));
  while (missing().length > 0) {
    if (Date.now() > deadline) throw new Error(`No ${missing().join(', ')} delivered to ${path}`);
    await settle(5);
  }
  return receiver.at(path);
}

/** The deliveries to `path` whose body mentions `id`, once at least one arrived. */
async function waitForMention(path: string, id: string): Promise<ReceivedDelivery[]> {
  const deadline = Date.now() + 3_000;
  const mentioning = () => receiver.at(path).filter((delivery) => delivery.body.includes(id));
  while (mentioning().length === 0) {
    if (Date.now() > deadline) throw new Error(`No delivery about ${id} to ${path}`);
    await settle(5);
  }
  return mentioning();
}

async function configure(client: ApiClient, path: string, extra: Record<string, unknown> = {}): Promise<any> {
  const response = await client.patch('/v1/webhooks', { url: receiver.url(path), ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('given GET and PATCH /v1/webhooks', () => {
  it('should read one configuration per merchant: no URL yet, every v1 event, a signing secret made once', async () => {
    const client = env.client('sk_sandbox_v1config');
    const first = await client.get('/v1/webhooks');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      url: null,
      legacySignature: false,
      signingSecret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(first.body.data).not.toHaveProperty('secretKey');
    expect(first.body.data.events).toEqual(
      expect.arrayContaining(['transfer.created', 'transfer.funded_partial', 'payin.completed', 'payout.failed']),
    );
    expect((await client.get('/v1/webhooks')).body.data.signingSecret).toBe(first.body.data.signingSecret);
    expect((await env.client('sk_sandbox_v1other').get('/v1/webhooks')).body.data.signingSecret).not.toBe(first.body.data.signingSecret);

    const set = await configure(client, '/config');
    expect(set).toMatchObject({ url: receiver.url('/config'), signingSecret: first.body.data.signingSecret });
    expect(set.events).toEqual(first.body.data.events);
  });

  it('should refuse an events array at /events and a URL v3 endpoints would refuse at /url', async () => {
    const client = env.client('sk_sandbox_v1refuse');
    expectProblem(
      await client.patch('/v1/webhooks', { url: 'https://hooks.example.com/v1', events: ['transfer.created'] }),
      400,
      'validation_error',
      ['/events'],
    );
    expectProblem(await client.patch('/v1/webhooks', { url: 'http://hooks.example.com/v1' }), 400, 'validation_error', ['/url']);
    expectProblem(await client.patch('/v1/webhooks', { url: 'https://user:pw@hooks.example.com/' }), 400, 'validation_error', ['/url']);
    expectProblem(await client.patch('/v1/webhooks', { legacySignature: 'yes' }), 400, 'validation_error', ['/legacySignature']);
    expect((await client.get('/v1/webhooks')).body.data.url).toBeNull();
  });

  it('should show secretKey only while legacySignature is on, the same key when turned on again', async () => {
    const client = env.client('sk_sandbox_v1key');
    const on = await configure(client, '/key', { legacySignature: true });
    expect(on.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.get('/v1/webhooks')).body.data.secretKey).toBe(on.secretKey);
    const off = await client.patch('/v1/webhooks', { legacySignature: false });
    expect(off.body.data).not.toHaveProperty('secretKey');
    expect((await client.patch('/v1/webhooks', { legacySignature: true })).body.data.secretKey).toBe(on.secretKey);
  });
});

describe('given a v1 delivery URL and a pay-in simulated to completion', () => {
  it('should deliver the transfer and pay-in events, signed with svix headers that verify, without X-Webhook-Signature', async () => {
    const client = env.client('sk_sandbox_v1payin');
    const legacy = legacyMoneySetup(env, client);
    const config = await configure(client, '/payin');
    const { customerId, walletId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    const simulated = await client.post('/v1/sandbox/payins/simulate', { quoteId: quote.id });
    expect(simulated.status).toBe(200);
    const transferId: string = simulated.body.data.id;

    const deliveries = await waitForTypes('/payin', [
      'transfer.created',
      'payin.created',
      'transfer.updated',
      'payin.updated',
      'payin.completed',
      'transfer.completed',
    ]);
    for (const delivery of deliveries) {
      expect(delivery.headers['svix-id']).toMatch(/^msg_[A-Za-z0-9]+$/);
      expect(delivery.headers['svix-signature']).toMatch(/^v1,/);
      expect(delivery.headers).not.toHaveProperty('webhook-id');
      expect(delivery.headers).not.toHaveProperty('x-webhook-signature');
      expect(() => verifySvix(config.signingSecret, delivery)).not.toThrow();
    }
    // Deliveries race each other over HTTP; the platform's event log holds the emission order.
    const delivered = deliveries
      .map((delivery) => verifySvix(config.signingSecret, delivery))
      .filter((event) => event.data.id === transferId);
    const events = env.platform.events('sk_sandbox_v1payin').filter((event) => event.audience === 'v1' && event.data.id === transferId);
    expect(new Set(delivered.map((event) => JSON.stringify([event.type, event.data])))).toEqual(
      new Set(events.map((event) => JSON.stringify([event.type, event.data]))),
    );
    expect(events.map((event) => event.type)).toEqual([
      'transfer.created',
      'payin.created',
      'transfer.updated',
      'payin.updated',
      'transfer.completed',
      'payin.completed',
    ]);
    expect(events[0]?.data).toEqual({
      id: transferId,
      onBehalfOf: customerId,
      quoteId: quote.id,
      state: 'pending',
      fromAmount: '100.00',
      toAmount: '99.50',
    });
    expect(events.map((event) => event.data.state)).toEqual(['pending', 'pending', 'processing', 'processing', 'completed', 'completed']);
    expect(events[5]?.data).toMatchObject({
      quoteId: quote.id,
      rail: 'ach_pooled',
      destinationId: walletId,
      depositInstructions: { amount: '100.00' },
    });
    expect(events[5]?.data).toEqual(simulated.body.data);
    expect(typeof delivered[0]?.createdAt).toBe('number');
  });

  it('should deliver amount_adjusted and funded_partial, not completed, for a pay-in funded below the quote', async () => {
    const client = env.client('sk_sandbox_v1partial');
    const legacy = legacyMoneySetup(env, client);
    await configure(client, '/partial');
    const { customerId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    const simulated = await client.post('/v1/sandbox/payins/simulate', { quoteId: quote.id, amount: '60.00' });
    const transferId: string = simulated.body.data.id;
    await waitForTypes('/partial', [
      'transfer.funded_partial',
      'payin.funded_partial',
      'transfer.amount_adjusted',
      'payin.amount_adjusted',
    ]);
    await settle(50);
    const events = receiver
      .at('/partial')
      .map((delivery) => JSON.parse(delivery.body) as { type: string; data: any })
      .filter((event) => event.data.id === transferId);
    const types = events.map((event) => event.type);
    expect(types).not.toContain('transfer.completed');
    expect(types).not.toContain('payin.completed');
    expect(events.find((event) => event.type === 'transfer.amount_adjusted')?.data).toEqual({
      id: transferId,
      onBehalfOf: customerId,
      from: '100.00',
      to: '60.00',
    });
    expect(events.find((event) => event.type === 'transfer.funded_partial')?.data).toMatchObject({
      id: transferId,
      onBehalfOf: customerId,
      state: 'funded_partial',
      fromAmount: '60.00',
      from: '100.00',
      to: '60.00',
    });
    expect(events.find((event) => event.type === 'payin.funded_partial')?.data).toMatchObject({
      state: 'funded_partial',
      fromAmount: '60.00',
    });
  });

  it('should add X-Webhook-Signature, the hex HMAC-SHA256 of the raw body keyed with secretKey, only while enabled', async () => {
    const client = env.client('sk_sandbox_v1hmac');
    const legacy = legacyMoneySetup(env, client);
    const config = await configure(client, '/hmac', { legacySignature: true });
    const { customerId } = await legacy.customerWithRails([]);
    expect((await client.post('/v1/sandbox/topup', { customerId, currency: 'USDC', amount: '10' })).status).toBe(200);
    const move = {
      customerId,
      capabilityId: 'stablecoin_transfers',
      in: { currency: 'USDC', amount: '5' },
      out: { currency: 'USDC' },
      destinationId: await legacy.v3.externalWallet(customerId),
    };
    const signed = await legacy.v3.transfer((await legacy.v3.quote(move)).id);
    const [delivery] = (await waitForMention('/hmac', signed.id)).filter((candidate) => typeOf(candidate) === 'transfer.created');
    if (!delivery) throw new Error('no delivery');
    const expected = `sha256=${createHmac('sha256', Buffer.from(config.secretKey, 'utf8')).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-webhook-signature']).toBe(expected);
    expect(() => verifySvix(config.signingSecret, delivery)).not.toThrow();
    // A stablecoin move is neither a pay-in nor a payout: transfer.* events only.
    expect(
      receiver
        .at('/hmac')
        .map(typeOf)
        .filter((type) => type.startsWith('payin.') || type.startsWith('payout.')),
    ).toEqual([]);

    await client.patch('/v1/webhooks', { legacySignature: false });
    const unsigned = await legacy.v3.transfer((await legacy.v3.quote(move)).id);
    await waitForMention('/hmac', unsigned.id);
    await settle(20);
    const laterDeliveries = receiver.at('/hmac').filter((candidate) => candidate.body.includes(unsigned.id));
    expect(laterDeliveries.map(typeOf)).toContain('transfer.created');
    for (const unsignedDelivery of laterDeliveries) {
      expect(unsignedDelivery.headers).not.toHaveProperty('x-webhook-signature');
      expect(() => verifySvix(config.signingSecret, unsignedDelivery)).not.toThrow();
    }
  });
});

describe('given a v1 delivery URL and payouts simulated to each outcome', () => {
  it('should deliver payout.created and payout.completed or payout.failed beside the transfer events', async () => {
    const client = env.client('sk_sandbox_v1payout');
    const legacy = legacyMoneySetup(env, client);
    await configure(client, '/payout');
    const { customerId, walletId } = await legacy.customerWithRails();
    await legacy.v3.topUp(walletId, '100.00');
    const destinationId = await legacy.v3.destination(customerId, 'ach');
    const completed = await client.post('/v1/sandbox/payouts/simulate', {
      quoteId: (await legacy.payoutQuote(customerId, destinationId)).id,
    });
    const failed = await client.post('/v1/sandbox/payouts/simulate', {
      quoteId: (await legacy.payoutQuote(customerId, destinationId)).id,
      outcome: 'failed',
    });
    await waitForMention('/payout', failed.body.data.id);
    await waitForTypes('/payout', ['payout.completed', 'payout.failed', 'transfer.failed']);
    const typesOf = (transferId: string) =>
      env.platform
        .events('sk_sandbox_v1payout')
        .filter((event) => event.audience === 'v1' && event.data.id === transferId)
        .map((event) => `${event.type}:${String(event.data.state)}`);
    expect(typesOf(completed.body.data.id)).toEqual([
      'transfer.created:processing',
      'payout.created:processing',
      'transfer.completed:completed',
      'payout.completed:completed',
    ]);
    expect(typesOf(failed.body.data.id)).toEqual([
      'transfer.created:processing',
      'payout.created:processing',
      'transfer.failed:failed',
      'payout.failed:failed',
    ]);
    const payoutCompleted = receiver.at('/payout').find((delivery) => typeOf(delivery) === 'payout.completed');
    expect(JSON.parse(payoutCompleted?.body ?? '{}').data).toEqual(completed.body.data);
  });
});

describe('given a v3 endpoint and a v1 URL in one partition', () => {
  it('should send v1-audience events to the v1 URL only and api.deprecation to both', async () => {
    const client = env.client('sk_sandbox_v1both');
    const legacy = legacyMoneySetup(env, client);
    const endpoint = await client.post('/v3/webhooks', { url: receiver.url('/both-v3') });
    expect(endpoint.status).toBe(201);
    await configure(client, '/both-v1');
    const { customerId } = await legacy.customerWithRails();
    const quote = await legacy.payinQuote(customerId);
    await client.post('/v1/sandbox/payins/simulate', { quoteId: quote.id });
    await waitForTypes('/both-v1', ['payin.completed', 'api.deprecation']);
    await waitForTypes('/both-v3', ['transfer.completed', 'api.deprecation']);
    await settle(50);

    const v3Types = receiver.at('/both-v3').map(typeOf);
    expect(v3Types.filter((type) => type.startsWith('payin.') || type === 'transfer.updated')).toEqual([]);
    expect(v3Types).toContain('transfer.state_changed');
    expect(receiver.at('/both-v1').map(typeOf)).not.toContain('transfer.state_changed');
    const deprecations = (path: string) =>
      receiver
        .at(path)
        .filter((delivery) => typeOf(delivery) === 'api.deprecation')
        .map((delivery) => JSON.parse(delivery.body).data.operation);
    expect(deprecations('/both-v1')).toEqual(expect.arrayContaining(['POST /v1/payin/quote', 'POST /v1/sandbox/payins/simulate']));
    expect(deprecations('/both-v3')).toEqual(expect.arrayContaining(['POST /v1/payin/quote', 'POST /v1/sandbox/payins/simulate']));
  });

  it('should log v1 deliveries with their retries in deliveries(apiKey), under endpointId v1', async () => {
    const client = env.client('sk_sandbox_v1retry');
    receiver.answer('/retry', [503, 200]);
    const config = await configure(client, '/retry');
    expect((await client.get('/v1/rate/EUR/USD')).status).toBe(200);
    const [first, second] = await receiver.waitFor('/retry', 2);
    expect(second?.headers['svix-id']).toBe(first?.headers['svix-id']);
    expect(() => verifySvix(config.signingSecret, second as ReceivedDelivery)).not.toThrow();
    await settle(30);
    const logged = env.platform.deliveries('sk_sandbox_v1retry').filter((delivery) => delivery.endpointId === 'v1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ eventType: 'api.deprecation', status: 'succeeded', messageId: first?.headers['svix-id'] });
    expect(logged[0]?.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
  });

  it('should record no v1 events in a partition that only ever used v3', async () => {
    const client = env.client('sk_sandbox_v3only');
    const legacy = legacyMoneySetup(env, client);
    await legacy.customerWithRails();
    const events = env.platform.events('sk_sandbox_v3only');
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.audience !== 'v3')).toEqual([]);
  });
});
