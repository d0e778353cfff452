import { describe, expect, it } from 'vitest';
import { destinationSchema } from '../../core/schemas/index.js';
import { createCustomer, createRecipient, pointersOf, samples } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ListBody } from './harness.js';

const env = serveFakePlatformPerFile();

async function recipientPaths(overrides: Record<string, unknown> = {}) {
  const customerId = await createCustomer(env);
  const recipient = await createRecipient(env, customerId, overrides);
  const destinations = `/v3/customers/${customerId}/recipients/${recipient.id}/destinations`;
  return { customerId, recipient, destinations };
}

const ach = {
  type: 'ach',
  currency: 'USD',
  details: { routingNumber: samples.routingNumber, accountNumber: '000123456789', accountHolderName: 'Grace Hopper' },
};
const sepa = { type: 'sepa', currency: 'EUR', details: { iban: samples.iban, bic: 'COBADEFFXXX', accountHolderName: 'Grace Hopper' } };
const wallet = { type: 'wallet', currency: 'USDC', details: { network: 'polygon', address: samples.evmAddress } };
const wire = {
  type: 'wire',
  currency: 'USD',
  details: {
    routingNumber: samples.routingNumber,
    accountNumber: '987654321',
    accountHolderName: 'Grace Hopper',
    bankName: 'JPMorgan Chase',
    bankAddress: { streetLine1: '383 Madison Ave', city: 'New York', country: 'US' },
  },
};

describe('given POST destinations', () => {
  it.each([
    ['ach', ach, { accountType: 'checking', country: 'US' }],
    ['sepa', sepa, {}],
    ['wire', wire, { country: 'US' }],
    [
      'an international wire',
      { ...wire, details: { bic: 'COBADEFFXXX', accountNumber: 'DE0532013000', accountHolderName: 'Grace Hopper' } },
      { country: 'DE' },
    ],
  ])('should create a ready %s destination, defaults filled in', async (_, body, defaults) => {
    const { destinations, recipient } = await recipientPaths();
    const response = await env.api.post(destinations, body);
    expect(response.status).toBe(201);
    const destination = destinationSchema.parse(response.body.data);
    expect(destination).toMatchObject({
      type: body.type,
      currency: body.currency,
      status: 'ready',
      recipientId: recipient.id,
      archivedAt: null,
      details: { ...body.details, ...defaults },
    });
    expect(destination.id).toMatch(/^dst_[A-Za-z0-9]+$/);
    expect(response.body.data).not.toHaveProperty('ownership');
  });

  it('should create a wallet destination, self-custodied by default, without needing an address', async () => {
    const { destinations } = await recipientPaths({ address: undefined });
    const response = await env.api.post(destinations, wallet);
    expect(response.status).toBe(201);
    expect(destinationSchema.parse(response.body.data)).toMatchObject({
      status: 'ready',
      ownership: { type: 'self_custodied' },
      details: wallet.details,
    });
  });

  it('should answer 400 recipient_destination_invalid naming each invalid ACH detail', async () => {
    const { destinations } = await recipientPaths();
    const response = await env.api.post(destinations, {
      type: 'ach',
      currency: 'USD',
      details: { routingNumber: '021000022', accountNumber: '123', accountType: 'brokerage', accountHolderName: '', swift: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recipient_destination_invalid');
    expect(response.body.retryable).toBe(false);
    expect(pointersOf(response.body)).toEqual([
      '/details/accountHolderName',
      '/details/accountNumber',
      '/details/accountType',
      '/details/routingNumber',
      '/details/swift',
    ]);
  });

  it('should check the ABA checksum and the 4 to 17 digit account number', async () => {
    const { destinations } = await recipientPaths();
    for (const routingNumber of ['02100002', '021000022', 'O21000021']) {
      const response = await env.api.post(destinations, { ...ach, details: { ...ach.details, routingNumber } });
      expect(response.body.errors).toEqual([
        expect.objectContaining({ pointer: '/details/routingNumber', code: 'invalid_routing_number' }),
      ]);
    }
    for (const accountNumber of ['1234', '12345678901234567'])
      expect((await env.api.post(destinations, { ...ach, details: { ...ach.details, accountNumber } })).status).toBe(201);
    for (const accountNumber of ['123', '123456789012345678'])
      expect((await env.api.post(destinations, { ...ach, details: { ...ach.details, accountNumber } })).status).toBe(400);
  });

  it('should check the IBAN mod-97 checksum and the BIC form', async () => {
    const { destinations } = await recipientPaths();
    const response = await env.api.post(destinations, { ...sepa, details: { iban: 'DE89370400440532013001', bic: 'COBADEFFX' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('recipient_destination_invalid');
    expect(response.body.errors).toEqual([
      expect.objectContaining({ pointer: '/details/iban', code: 'iban_checksum' }),
      expect.objectContaining({ pointer: '/details/bic', code: 'invalid_bic' }),
    ]);
    expect((await env.api.post(destinations, { ...sepa, details: { iban: samples.iban, bic: 'COBADEFF' } })).status).toBe(201);
  });

  it('should check the wallet network and the address form per network', async () => {
    const { destinations } = await recipientPaths();
    const badAddress = await env.api.post(destinations, {
      ...wallet,
      details: { network: 'base', address: samples.evmAddress.slice(0, 20) },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.code).toBe('recipient_destination_invalid');
    expect(pointersOf(badAddress.body)).toEqual(['/details/address']);
    const unknownNetwork = await env.api.post(destinations, { ...wallet, details: { network: 'dogechain', address: samples.evmAddress } });
    expect(pointersOf(unknownNetwork.body)).toEqual(['/details/network']);
  });

  it('should answer 400 recipient_destination_invalid when the currency does not fit the method', async () => {
    const { destinations } = await recipientPaths();
    for (const body of [
      { ...ach, currency: 'EUR' },
      { ...sepa, currency: 'USD' },
      { ...wire, currency: 'GBP' },
    ]) {
      const response = await env.api.post(destinations, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('recipient_destination_invalid');
      expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/currency', code: 'currency_unsupported' })]);
    }
  });

  it('should answer 409 wallet_destination_not_supported for a wallet whose currency or network does not fit', async () => {
    const { destinations } = await recipientPaths();
    for (const [body, pointer] of [
      [{ ...wallet, currency: 'USD' }, '/currency'],
      [{ ...wallet, currency: 'USDT', details: { network: 'base', address: samples.evmAddress } }, '/details/network'],
    ] as const) {
      const response = await env.api.post(destinations, body);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('wallet_destination_not_supported');
      expect(response.body.retryable).toBe(false);
      expect(pointersOf(response.body)).toEqual([pointer]);
    }
  });

  it('should answer 400 recipient_account_unsupported for details the rail cannot reach', async () => {
    const { destinations } = await recipientPaths();
    const cases = [
      [{ ...ach, details: { ...ach.details, country: 'CA' } }, '/details/country'],
      [{ ...wire, details: { ...wire.details, country: 'MX' } }, '/details/country'],
      [{ ...sepa, details: { iban: samples.nonSepaIban } }, '/details/iban'],
    ] as const;
    for (const [body, pointer] of cases) {
      const response = await env.api.post(destinations, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('recipient_account_unsupported');
      expect(pointersOf(response.body)).toEqual([pointer]);
    }
  });

  it('should answer 422 recipient_address_required for a fiat destination of a recipient without a full address', async () => {
    const noAddress = await recipientPaths({ address: undefined });
    const partial = await recipientPaths({ address: { city: 'Springfield' } });
    for (const { destinations } of [noAddress, partial]) {
      const response = await env.api.post(destinations, ach);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('recipient_address_required');
      expect(response.body.retryable).toBe(false);
    }
  });

  it('should answer 400 validation_error for the body shape, and invalid_field_for_type for ownership on a bank destination', async () => {
    const { destinations } = await recipientPaths();
    const shape = await env.api.post(destinations, { type: 'cheque', currency: 'usd', extra: 1 });
    expect(shape.status).toBe(400);
    expect(shape.body.code).toBe('validation_error');
    expect(pointersOf(shape.body)).toEqual(['/currency', '/details', '/extra', '/type']);

    const ownership = await env.api.post(destinations, { ...ach, ownership: { type: 'self_custodied' } });
    expect(ownership.status).toBe(400);
    expect(ownership.body.code).toBe('invalid_field_for_type');
    expect(pointersOf(ownership.body)).toEqual(['/ownership']);

    const badOwnership = await env.api.post(destinations, { ...wallet, ownership: { type: 'borrowed' } });
    expect(pointersOf(badOwnership.body)).toEqual(['/ownership/type']);
  });

  it('should start in review or action required for the sandbox magic account holder names', async () => {
    const { destinations } = await recipientPaths();
    const inReview = await env.api.post(destinations, { ...ach, details: { ...ach.details, accountHolderName: 'Pending Review' } });
    expect(destinationSchema.parse(inReview.body.data)).toMatchObject({
      status: 'in_review',
      statusReason: { code: 'destination_under_review', retryable: true },
    });
    const actionRequired = await env.api.post(destinations, {
      ...sepa,
      details: { ...sepa.details, accountHolderName: 'Action Required' },
    });
    expect(actionRequired.body.data).toMatchObject({ status: 'action_required', statusReason: { actor: 'customer', retryable: false } });
  });

  it('should answer 404 recipient_not_found for an unknown or archived recipient, 404 customer_not_found for a foreign customer', async () => {
    const { customerId, recipient, destinations } = await recipientPaths();
    const unknown = await env.api.post(`/v3/customers/${customerId}/recipients/rcp_missing1/destinations`, wallet);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('recipient_not_found');
    expect((await env.other.post(destinations, wallet)).body.code).toBe('customer_not_found');
    await env.api.del(`/v3/customers/${customerId}/recipients/${recipient.id}`);
    const archived = await env.api.post(destinations, wallet);
    expect(archived.status).toBe(404);
    expect(archived.body.code).toBe('recipient_not_found');
  });
});

describe('given GET and DELETE destinations', () => {
  it('should list only active destinations, and with updatedAfter the archived transitions of the window too', async () => {
    const { destinations } = await recipientPaths();
    const kept = (await env.api.post(destinations, ach)).body.data;
    const removed = (await env.api.post(destinations, wallet)).body.data;
    env.clock.advance(1000);
    const since = env.platform.core.nowIso();
    const archived = await env.api.del(`${destinations}/${removed.id}`);
    expect(archived.status).toBe(200);
    expect(destinationSchema.parse(archived.body.data)).toMatchObject({ status: 'archived', archivedAt: since });

    const active = await env.api.get<ListBody>(destinations);
    expect(active.body.data.map((destination) => destination.id)).toEqual([kept.id]);
    const catchUp = await env.api.get<ListBody>(`${destinations}?updatedAfter=${since}`);
    expect(catchUp.body.data).toEqual([expect.objectContaining({ id: removed.id, status: 'archived' })]);
    const everything = await env.api.get<ListBody>(`${destinations}?updatedAfter=2026-01-01T00:00:00Z`);
    expect(everything.body.data.map((destination) => destination.id)).toEqual([kept.id, removed.id]);
  });

  it('should page destinations and refuse unknown parameters', async () => {
    const { destinations } = await recipientPaths();
    for (let index = 0; index < 3; index += 1) await env.api.post(destinations, wallet);
    const page = await env.api.get<ListBody>(`${destinations}?limit=2`);
    expect(page.body).toMatchObject({ hasMore: true });
    expect(page.body.data).toHaveLength(2);
    const rest = await env.api.get<ListBody>(`${destinations}?limit=2&cursor=${page.body.nextCursor}`);
    expect(rest.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(rest.body.data).toHaveLength(1);
    expect((await env.api.get(`${destinations}?type=wallet`)).body.code).toBe('unknown_parameter');
  });

  it('should answer 404 destination_not_found for a destination of another recipient', async () => {
    const first = await recipientPaths();
    const destination = (await env.api.post(first.destinations, wallet)).body.data;
    const otherRecipient = await createRecipient(env, first.customerId);
    const response = await env.api.del(`/v3/customers/${first.customerId}/recipients/${otherRecipient.id}/destinations/${destination.id}`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('destination_not_found');
  });
});
