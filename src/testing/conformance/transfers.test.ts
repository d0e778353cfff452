import { beforeAll, describe, expect, it } from 'vitest';
import { quoteSchema, transferSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let walletId: string;
let sepaDestinationId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'ach_pooled');
  await setup.readyCapability(customerId, 'sepa_pooled');
  await setup.readyCapability(customerId, 'card');
  walletId = await setup.fundedWallet(customerId, '500');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
});

const payInQuote = (capabilityId = 'ach_pooled', amount = '100.00') =>
  setup.quote({ customerId, capabilityId, in: { currency: 'USD', amount }, out: { currency: 'USDC' }, destinationId: walletId });
const payoutQuote = (amount = '100') =>
  setup.quote({
    customerId,
    capabilityId: 'sepa_pooled',
    in: { currency: 'USDC', amount },
    out: { currency: 'EUR' },
    destinationId: sepaDestinationId,
  });

async function uploadDocument(forCustomer: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'invoice');
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%paykit\n')], { type: 'application/pdf' }), 'invoice.pdf');
  const response = await env.api.call('POST', `/v3/customers/${forCustomer}/documents`, { rawBody: form });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data.id;
}

describe('given a transfer request that breaks the body rules', () => {
  it('should answer 400 validation_error at /quoteId when it is missing', async () => {
    expectProblem(await env.api.post('/v3/transfers', {}), 400, 'validation_error', ['/quoteId']);
  });

  it('should report every invalid field together, each by its pointer', async () => {
    const response = await env.api.post('/v3/transfers', {
      quoteId: 'quote-1',
      checkoutMethod: 'paypal',
      redirectUrl: 'http://merchant.example/return',
      externalId: '',
      memo: 'm'.repeat(141),
      supportingDocuments: Array.from({ length: 11 }, (_, index) => `doc_${index}`),
      amount: '10.00',
    });
    expectProblem(response, 400, 'validation_error', [
      '/quoteId',
      '/checkoutMethod',
      '/redirectUrl',
      '/externalId',
      '/memo',
      '/supportingDocuments',
      '/amount',
    ]);
  });

  it.each([
    ['credentials', 'https://user:secret@merchant.example/return'],
    ['a relative URL', '/return'],
    ['more than 2048 characters', `https://merchant.example/${'a'.repeat(2030)}`],
  ])('should refuse a redirectUrl with %s', async (_, redirectUrl) => {
    const quote = await payInQuote();
    expectProblem(await env.api.post('/v3/transfers', { quoteId: quote.id, redirectUrl }), 400, 'validation_error', ['/redirectUrl']);
  });

  it('should refuse an externalId over 255 and a memo over 140, and accept them at the bounds', async () => {
    const quote = await payInQuote();
    expectProblem(
      await env.api.post('/v3/transfers', { quoteId: quote.id, externalId: 'e'.repeat(256), memo: 'm'.repeat(141) }),
      400,
      'validation_error',
      ['/externalId', '/memo'],
    );
    const transfer = await setup.transfer(quote.id, { externalId: 'e'.repeat(255), memo: 'm'.repeat(140) });
    expect(transfer).toMatchObject({ externalId: 'e'.repeat(255), memo: 'm'.repeat(140) });
  });

  it('should refuse supporting documents that are malformed, repeated or not uploaded for this customer', async () => {
    const otherCustomer = await setup.customer();
    const foreignDocument = await uploadDocument(otherCustomer);
    const ownDocument = await uploadDocument(customerId);
    const quote = await payInQuote();
    const response = await env.api.post('/v3/transfers', {
      quoteId: quote.id,
      supportingDocuments: ['invoice.pdf', 'doc_unknown1', foreignDocument, ownDocument, ownDocument],
    });
    expectProblem(response, 400, 'validation_error', [
      '/supportingDocuments/0',
      '/supportingDocuments/1',
      '/supportingDocuments/2',
      '/supportingDocuments/4',
    ]);
  });

  it('should echo up to 10 supporting documents of the customer', async () => {
    const documents = [await uploadDocument(customerId), await uploadDocument(customerId)];
    const quote = await payInQuote();
    const transfer = await setup.transfer(quote.id, { supportingDocuments: documents });
    expect(transfer.supportingDocuments).toEqual(documents);
  });
});

describe('given the quote a transfer executes', () => {
  it('should answer 404 quote_not_found for an unknown quote, at /quoteId', async () => {
    expectProblem(await env.api.post('/v3/transfers', { quoteId: 'quo_unknown1' }), 404, 'quote_not_found', ['/quoteId']);
  });

  it('should answer 404 quote_not_found for a quote of another developer', async () => {
    const quote = await payInQuote();
    expectProblem(await env.other.post('/v3/transfers', { quoteId: quote.id }), 404, 'quote_not_found', ['/quoteId']);
  });

  it('should execute a quote once, then answer 409 quote_already_executed with transferId', async () => {
    const quote = await payInQuote();
    const transfer = await setup.transfer(quote.id);
    const read = await env.api.get(`/v3/quotes/${quote.id}`);
    expect(quoteSchema.parse(read.body.data).state).toBe('executed');
    const again = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(again, 409, 'quote_already_executed');
    expect(again.body.transferId).toBe(transfer.id);
    expect(again.body.retryable).toBe(false);
  });

  it('should replay the original response for the same Idempotency-Key instead of executing again', async () => {
    const quote = await payInQuote();
    const first = await env.api.post('/v3/transfers', { quoteId: quote.id }, { idempotencyKey: `execute-${quote.id}` });
    const replay = await env.api.post('/v3/transfers', { quoteId: quote.id }, { idempotencyKey: `execute-${quote.id}` });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('should answer 409 quote_expired for a quote past expiresAt', async () => {
    const quote = await payInQuote();
    env.clock.advance(60_000);
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(response, 409, 'quote_expired');
    expect(response.body.retryable).toBe(false);
    expect((await env.api.get(`/v3/quotes/${quote.id}`)).body.data.state).toBe('expired');
  });

  it('should answer 409 destination_not_ready when the destination was archived after the quote', async () => {
    const destinationId = await setup.destination(customerId, 'sepa');
    const quote = await setup.quote({
      customerId,
      capabilityId: 'sepa_pooled',
      in: { currency: 'USDC', amount: '10' },
      out: { currency: 'EUR' },
      destinationId,
    });
    await setup.archiveDestination(customerId, destinationId);
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(response, 409, 'destination_not_ready');
    expect(response.body.statusReason).toMatchObject({ retryable: false });
  });

  it('should answer 409 capability_not_ready when the capability stopped being ready after the quote', async () => {
    const other = await setup.customer();
    await setup.readyCapability(other, 'ach_pooled');
    const wallet = await setup.issuedWallet(other);
    const quote = await setup.quote({
      customerId: other,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '10.00' },
      out: { currency: 'USDC' },
      destinationId: wallet,
    });
    const forced = await env.api.post(`/v3/sandbox/customers/${other}/capabilities/ach_pooled/status`, { status: 'restricted' });
    expect(forced.status).toBe(200);
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(response, 409, 'capability_not_ready');
    expect(response.body.capabilities).toEqual(['ach_pooled']);
  });
});

describe('given a payout funded from the customer’s issued wallet', () => {
  it('should answer 409 insufficient_balance when the wallet holds less than the debit, and leave it untouched', async () => {
    const quote = await payoutQuote('500.01');
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id });
    expectProblem(response, 409, 'insufficient_balance');
    expect(response.body.retryable).toBe(false);
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(500);
    expect((await env.api.get(`/v3/quotes/${quote.id}`)).body.data.state).toBe('active');
  });

  it('should answer 409 insufficient_balance when the customer has no issued wallet in the in currency', async () => {
    const other = await setup.customer();
    await setup.readyCapability(other, 'sepa_pooled');
    const destinationId = await setup.destination(other, 'sepa');
    const quote = await setup.quote({
      customerId: other,
      capabilityId: 'sepa_pooled',
      in: { currency: 'USDC', amount: '10' },
      out: { currency: 'EUR' },
      destinationId,
    });
    expectProblem(await env.api.post('/v3/transfers', { quoteId: quote.id }), 409, 'insufficient_balance');
  });

  it('should start processing, debit the wallet and emit transfer.created and transfer.state_changed', async () => {
    const quote = await payoutQuote('100');
    const balanceBefore = Number(await setup.balanceOf(customerId, walletId));
    const eventsBefore = env.platform.events('sk_sandbox_acme').length;
    const response = await env.api.post('/v3/transfers', { quoteId: quote.id, externalId: 'payout-7', memo: 'Invoice 7' });
    expect(response.status).toBe(201);
    const transfer = transferSchema.parse(response.body.data);
    expect(response.body.data).toEqual({
      id: transfer.id,
      quoteId: quote.id,
      customerId,
      capabilityId: 'sepa_pooled',
      state: 'processing',
      stateDetail: null,
      direction: 'stablecoin_to_fiat',
      in: { currency: 'USDC', amount: '100.00' },
      out: { currency: 'EUR', amount: '92.13' },
      destinationId: sepaDestinationId,
      externalId: 'payout-7',
      memo: 'Invoice 7',
      openTaskIds: [],
      checkoutMethod: null,
      checkout: null,
      redirectUrl: null,
      supportingDocuments: [],
      createdAt: new Date(env.clock.now()).toISOString(),
      updatedAt: new Date(env.clock.now()).toISOString(),
    });
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore - 100);
    const events = env.platform.events('sk_sandbox_acme').slice(eventsBefore);
    expect(events.map((event) => event.type)).toEqual(['transfer.created', 'transfer.state_changed']);
    expect(events[1]?.data).toEqual(response.body.data);
  });
});

describe('given a quoted pay-in', () => {
  it('should start a bank pay-in awaiting funds, with the out amount known and no checkout', async () => {
    const quote = await payInQuote();
    const transfer = transferSchema.parse(await setup.transfer(quote.id));
    expect(transfer).toMatchObject({
      state: 'awaiting_funds',
      stateDetail: null,
      direction: 'fiat_to_stablecoin',
      in: { currency: 'USD', amount: '100.00' },
      out: { currency: 'USDC', amount: '99.50' },
      checkout: null,
    });
  });

  it('should start a card pay-in awaiting funds with a hosted checkout and the delivered amount not yet known', async () => {
    const quote = await payInQuote('card');
    const response = await env.api.post('/v3/transfers', {
      quoteId: quote.id,
      checkoutMethod: 'apple_pay',
      redirectUrl: 'https://merchant.example/done',
    });
    expect(response.status).toBe(201);
    const transfer = transferSchema.parse(response.body.data);
    expect(transfer).toMatchObject({
      state: 'awaiting_funds',
      checkoutMethod: 'apple_pay',
      redirectUrl: 'https://merchant.example/done',
      out: { currency: 'USDC', amount: null },
      checkout: {
        url: `${env.url()}/hosted/checkout/${transfer.id}?token=${new URL(transfer.checkout?.url ?? '').searchParams.get('token')}`,
        expiresAt: new Date(env.clock.now() + env.platform.core.settings.fundingWindowMs).toISOString(),
      },
    });
    // The link's credential: a token of its own, unguessable (not drawn from the seeded ids), and in no other field.
    expect(new URL(transfer.checkout?.url ?? '').searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
    expect(JSON.stringify(response.body.data).split(new URL(transfer.checkout?.url ?? '').searchParams.get('token') ?? '').length).toBe(2);
  });
});

describe('given the transfers of the partition', () => {
  it('should read one by id and answer 404 transfer_not_found with another key or an unknown id', async () => {
    const transfer = await setup.transfer((await payInQuote()).id);
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(transfer);
    expectProblem(await env.other.get(`/v3/transfers/${transfer.id}`), 404, 'transfer_not_found');
    expectProblem(await env.api.get('/v3/transfers/tr_unknown1'), 404, 'transfer_not_found');
  });

  it('should list them filtered by customerId, externalId and state', async () => {
    const other = await setup.customer();
    await setup.readyCapability(other, 'ach_pooled');
    const otherWallet = await setup.issuedWallet(other);
    const quote = await setup.quote({
      customerId: other,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '20.00' },
      out: { currency: 'USDC' },
      destinationId: otherWallet,
    });
    const mine = await setup.transfer(quote.id, { externalId: 'shared-ref' });

    const byCustomer = await env.api.get(`/v3/transfers?customerId=${other}`);
    expect(byCustomer.body).toEqual({ data: [mine], nextCursor: null, hasMore: false });
    const byExternalId = await env.api.get('/v3/transfers?externalId=shared-ref');
    expect(byExternalId.body.data.map((item: any) => item.id)).toEqual([mine.id]);
    const byState = await env.api.get('/v3/transfers?state=processing');
    expect(byState.body.data.length).toBeGreaterThan(0);
    expect(byState.body.data.every((item: any) => item.state === 'processing')).toBe(true);
    for (const item of byState.body.data) transferSchema.parse(item);
  });

  it('should page with limit and cursor without skipping or repeating', async () => {
    const all = (await env.api.get('/v3/transfers?limit=100')).body.data.map((item: any) => item.id);
    const first = await env.api.get('/v3/transfers?limit=2');
    expect(first.body.hasMore).toBe(true);
    const second = await env.api.get(`/v3/transfers?limit=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.data, ...second.body.data].map((item: any) => item.id)).toEqual(all.slice(0, 4));
  });

  it('should refuse an unknown state, a malformed customerId and unsupported parameters', async () => {
    expectProblem(await env.api.get('/v3/transfers?state=pending'), 400, 'validation_error', ['/query/state']);
    expectProblem(await env.api.get('/v3/transfers?customerId=42'), 400, 'validation_error', ['/query/customerId']);
    expectProblem(await env.api.get('/v3/transfers?direction=payout'), 400, 'unknown_parameter', ['/query/direction']);
  });
});
