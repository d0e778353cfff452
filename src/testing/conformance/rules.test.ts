import { beforeAll, describe, expect, it } from 'vitest';
import { ruleSchema } from '../../core/schemas/index.js';
import {
  accountsOf,
  destinationsOf,
  recipientsOf,
  type AccountRecord,
  type DestinationRecord,
  type RecipientRecord,
} from '../platform/resources/money/store.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();
const NOW = '2026-05-01T12:00:00.000Z';

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();
const partition = () => env.platform.core.partition('acme', 'sandbox');

/** The accounts, recipients and destinations the accounts and recipients areas would have made. */
function seedAccount(id: string, customerId: string, fields: Partial<AccountRecord>): void {
  accountsOf(partition()).insert(id, {
    id,
    customerId,
    status: 'ready',
    balances: [],
    openTaskIds: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  } as AccountRecord);
}
function seedRecipient(id: string, customerId: string): void {
  recipientsOf(partition()).insert(id, {
    id,
    customerId,
    status: 'active',
    type: 'individual',
    createdAt: NOW,
    updatedAt: NOW,
  } as RecipientRecord);
}
function seedDestination(id: string, recipientId: string, customerId: string, fields: Partial<DestinationRecord>): void {
  destinationsOf(partition()).insert(id, {
    id,
    recipientId,
    customerId,
    status: 'ready',
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  } as DestinationRecord);
}

let customerId: string;
let otherCustomerId: string;

beforeAll(async () => {
  customerId = (await env.api.post('/v3/customers', { type: 'business' })).body.data.id;
  otherCustomerId = (await env.api.post('/v3/customers', { type: 'business' })).body.data.id;
  seedAccount('acc_wallet1', customerId, { origin: 'issued', type: 'wallet', currency: 'USDC' });
  seedAccount('acc_wallet2', customerId, { origin: 'issued', type: 'wallet', currency: 'USDC' });
  seedAccount('acc_bank1', customerId, { origin: 'issued', type: 'bank', method: 'ach' });
  seedAccount('acc_external1', customerId, { origin: 'external', type: 'wallet', currency: 'USDC' });
  seedAccount('acc_extbank1', customerId, { origin: 'external', type: 'bank', methods: ['ach'], currency: 'USD' });
  seedAccount('acc_usdt1', customerId, { origin: 'issued', type: 'wallet', currency: 'USDT' });
  seedAccount('acc_archived1', customerId, { origin: 'issued', type: 'wallet', currency: 'USDC', status: 'archived' });
  seedAccount('acc_foreign1', otherCustomerId, { origin: 'issued', type: 'wallet', currency: 'USDC' });
  seedRecipient('rcp_mine1', customerId);
  seedRecipient('rcp_foreign1', otherCustomerId);
  seedDestination('dst_wallet1', 'rcp_mine1', customerId, { type: 'wallet', currency: 'USDC' });
  seedDestination('dst_ach1', 'rcp_mine1', customerId, { type: 'ach', currency: 'USD' });
  seedDestination('dst_archived1', 'rcp_mine1', customerId, { type: 'wallet', currency: 'USDC', status: 'archived' });
  seedDestination('dst_foreign1', 'rcp_foreign1', otherCustomerId, { type: 'wallet', currency: 'USDC' });
});

const create = (body: unknown) => env.api.post(`/v3/customers/${customerId}/rules`, body);

describe('given a rule create', () => {
  it('should sweep an issued wallet to another wallet account of the customer', async () => {
    const response = await create({ sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 'acc_external1' } });
    expect(response.status).toBe(201);
    expect(ruleSchema.parse(response.body.data)).toEqual({
      id: expect.stringMatching(/^rul_[A-Za-z0-9]+$/),
      customerId,
      sourceAccountId: 'acc_wallet1',
      target: { type: 'account', id: 'acc_external1' },
      currency: null,
      status: 'active',
      createdAt: env.platform.core.nowIso(),
      updatedAt: env.platform.core.nowIso(),
    });
  });

  it("should sweep to a wallet destination of one of the customer's recipients, for one currency", async () => {
    const response = await create({ sourceAccountId: 'acc_wallet2', target: { type: 'destination', id: 'dst_wallet1' }, currency: 'USDC' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ target: { type: 'destination', id: 'dst_wallet1' }, currency: 'USDC' });
  });

  it.each([
    ['a missing source', { target: { type: 'account', id: 'acc_wallet2' } }, ['/sourceAccountId']],
    ['an unknown source', { sourceAccountId: 'acc_nope', target: { type: 'account', id: 'acc_wallet2' } }, ['/sourceAccountId']],
    [
      "another customer's source",
      { sourceAccountId: 'acc_foreign1', target: { type: 'account', id: 'acc_wallet2' } },
      ['/sourceAccountId'],
    ],
    ['a bank account as source', { sourceAccountId: 'acc_bank1', target: { type: 'account', id: 'acc_wallet1' } }, ['/sourceAccountId']],
    [
      'an external wallet as source',
      { sourceAccountId: 'acc_external1', target: { type: 'account', id: 'acc_wallet1' } },
      ['/sourceAccountId'],
    ],
    ['an archived source', { sourceAccountId: 'acc_archived1', target: { type: 'account', id: 'acc_wallet1' } }, ['/sourceAccountId']],
    ['a missing target', { sourceAccountId: 'acc_wallet1' }, ['/target']],
    ['a target without type and id', { sourceAccountId: 'acc_wallet1', target: {} }, ['/target/id', '/target/type']],
    ['a target of unknown type', { sourceAccountId: 'acc_wallet1', target: { type: 'recipient', id: 'rcp_mine1' } }, ['/target/type']],
    ['a target id that is not a string', { sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 7 } }, ['/target/id']],
    [
      'an invalid currency',
      { sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 'acc_wallet2' }, currency: 'usdc' },
      ['/currency'],
    ],
    [
      'a currency the source does not hold',
      { sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 'acc_wallet2' }, currency: 'USDT' },
      ['/currency'],
    ],
    [
      'an unknown field',
      { sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 'acc_wallet2' }, schedule: 'daily' },
      ['/schedule'],
    ],
    [
      'everything wrong at once',
      { sourceAccountId: 'acc_bank1', target: { type: 'destination', id: 'dst_ach1', note: 1 }, currency: 5 },
      ['/currency', '/sourceAccountId', '/target/id', '/target/note'],
    ],
  ])('should refuse %s with 400 validation_error', async (_case, body, pointers) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(pointers);
  });

  it.each([
    ['the source as target', { type: 'account', id: 'acc_wallet1' }, 'same_as_source'],
    ["another customer's account", { type: 'account', id: 'acc_foreign1' }, 'not_found'],
    ['an archived account', { type: 'account', id: 'acc_archived1' }, 'destination_not_ready'],
    ['a destination named as an account', { type: 'account', id: 'dst_wallet1' }, 'not_found'],
    ['an issued bank account', { type: 'account', id: 'acc_bank1' }, 'issued_bank_account_not_a_target'],
    ['an external bank account no ready capability pays out to', { type: 'account', id: 'acc_extbank1' }, 'capability_not_ready'],
    ['a wallet of another currency', { type: 'account', id: 'acc_usdt1' }, 'recipient_destination_invalid'],
    ['a bank destination', { type: 'destination', id: 'dst_ach1' }, 'wallet_destination_required'],
    ['an archived destination', { type: 'destination', id: 'dst_archived1' }, 'destination_not_ready'],
    ["another customer's destination", { type: 'destination', id: 'dst_foreign1' }, 'not_found'],
  ])('should refuse %s as target with 422 validation_error at /target/id', async (_case, target, code) => {
    const response = await create({ sourceAccountId: 'acc_wallet1', target });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_error',
      errors: [{ pointer: '/target/id', code, message: expect.any(String) }],
    });
  });

  it("should answer 404 customer_not_found for another developer's customer", async () => {
    const response = await env.other.post(`/v3/customers/${customerId}/rules`, {
      sourceAccountId: 'acc_wallet1',
      target: { type: 'account', id: 'acc_wallet2' },
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});

describe("given a customer's rules", () => {
  it('should update status, currency and target, and refuse changing the source', async () => {
    const rule = (await create({ sourceAccountId: 'acc_wallet1', target: { type: 'account', id: 'acc_wallet2' }, currency: 'USDC' })).body
      .data;
    env.clock.advance(1_000);
    const path = `/v3/customers/${customerId}/rules/${rule.id}`;
    const updated = await env.api.patch(path, { status: 'disabled', currency: null, target: { type: 'destination', id: 'dst_wallet1' } });
    expect(updated.status).toBe(200);
    expect(ruleSchema.parse(updated.body.data)).toEqual({
      ...rule,
      status: 'disabled',
      currency: null,
      target: { type: 'destination', id: 'dst_wallet1' },
      updatedAt: env.platform.core.nowIso(),
    });

    const refused = await env.api.patch(path, {
      sourceAccountId: 'acc_wallet2',
      status: 'paused',
      target: { type: 'account', id: 'acc_nope' },
      id: 'rul_x',
    });
    expect(refused.status).toBe(400);
    expect(pointersOf(refused.body)).toEqual(['/id', '/sourceAccountId', '/status', '/target/id']);

    const unreachable = await env.api.patch(path, { target: { type: 'account', id: 'acc_bank1' } });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body).toMatchObject({
      code: 'validation_error',
      errors: [{ pointer: '/target/id', code: 'issued_bank_account_not_a_target' }],
    });
    expect(
      (await env.api.get(`/v3/customers/${customerId}/rules?limit=100`)).body.data.find((item: any) => item.id === rule.id).target,
    ).toEqual({ type: 'destination', id: 'dst_wallet1' });
  });

  it("should list the customer's rules and delete one", async () => {
    const client = env.api;
    const before = (await client.get(`/v3/customers/${customerId}/rules?limit=100`)).body.data.length;
    const rule = (await create({ sourceAccountId: 'acc_wallet2', target: { type: 'account', id: 'acc_wallet1' } })).body.data;
    const listed = await client.get(`/v3/customers/${customerId}/rules?limit=100`);
    expect(listed.body.data).toHaveLength(before + 1);
    expect(listed.body.data.at(-1)).toEqual(rule);
    expect((await client.get(`/v3/customers/${otherCustomerId}/rules`)).body.data).toEqual([]);

    expect((await client.del(`/v3/customers/${customerId}/rules/${rule.id}`)).status).toBe(204);
    expect((await client.get(`/v3/customers/${customerId}/rules?limit=100`)).body.data).toHaveLength(before);
    for (const [method, path] of [
      ['DELETE', `/v3/customers/${customerId}/rules/${rule.id}`],
      ['PATCH', `/v3/customers/${customerId}/rules/${rule.id}`],
      ['PATCH', `/v3/customers/${otherCustomerId}/rules/${rule.id}`],
      ['DELETE', `/v3/customers/${customerId}/rules/rul_unknown00`],
    ] as const) {
      const response = await client.call(method, path, { body: method === 'PATCH' ? { status: 'active' } : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });
});
