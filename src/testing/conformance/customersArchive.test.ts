import { describe, expect, it } from 'vitest';
import { customerSchema, documentSchema, relatedPartySchema } from '../../core/schemas/index.js';
import {
  accountsOf,
  destinationsOf,
  recipientsOf,
  type AccountRecord,
  type DestinationRecord,
  type RecipientRecord,
} from '../platform/resources/money/store.js';
import { capabilitiesOfCustomer } from '../platform/resources/onboarding/store.js';
import { transfersOf, type TransferRecord } from '../platform/resources/transfers/store.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();
const NOW = '2026-05-01T12:00:00.000Z';

/** Developer acme's sandbox, where `env.api` writes. */
const partition = () => env.platform.core.partition('acme', 'sandbox');

/** Puts an account of the customer in place, as the accounts area would have made it. */
function seedAccount(customerId: string, id: string, status = 'ready'): AccountRecord {
  const account = {
    id,
    customerId,
    origin: 'issued',
    type: 'wallet',
    status,
    currency: 'USDC',
    balances: [],
    openTaskIds: [],
    createdAt: NOW,
    updatedAt: NOW,
  } as AccountRecord;
  return accountsOf(partition()).insert(id, account);
}

/** Puts a transfer of the customer in place, as the transfers area would have made it. */
function seedTransfer(customerId: string, id: string, state: string): void {
  const transfer = {
    id,
    customerId,
    state,
    in: { amount: '10', currency: 'USD' },
    out: { amount: '10', currency: 'USDC' },
    openTaskIds: [],
    supportingDocuments: [],
    createdAt: NOW,
    updatedAt: NOW,
  } as unknown as TransferRecord;
  transfersOf(partition()).insert(id, transfer);
}

async function createCustomer(body: object = { type: 'individual' }) {
  const response = await env.api.post('/v3/customers', body);
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('given a customer DELETE', () => {
  it('should archive the customer, emit customer.archived, and then read it as 404 customer_not_found', async () => {
    const customer = await createCustomer();
    env.clock.advance(1_000);
    const archived = await env.api.del(`/v3/customers/${customer.id}`);
    expect(archived.status).toBe(200);
    expect(customerSchema.parse(archived.body.data).id).toBe(customer.id);
    expect(archived.body.data.archivedAt).toBe(env.platform.core.nowIso());
    const event = env.platform.events('sk_sandbox_acme').find((item) => item.type === 'customer.archived' && item.data.id === customer.id);
    expect(event?.data).toEqual(archived.body.data);

    for (const [method, path, body] of [
      ['GET', `/v3/customers/${customer.id}`],
      ['PATCH', `/v3/customers/${customer.id}`, { metadata: { a: 1 } }],
      ['DELETE', `/v3/customers/${customer.id}`],
      ['POST', `/v3/customers/${customer.id}/export`],
      ['GET', `/v3/customers/${customer.id}/related-parties`],
      ['GET', `/v3/customers/${customer.id}/documents`],
      ['GET', `/v3/customers/${customer.id}/rules`],
    ] as const) {
      const response = await env.api.call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe('customer_not_found');
    }
    const list = await env.api.get(`/v3/customers?externalId=`);
    expect(list.body.data.map((item: any) => item.id)).not.toContain(customer.id);
  });

  it('should refuse with 409 customer_has_active_resources listing blocking resources by type then id', async () => {
    const customer = await createCustomer();
    seedAccount(customer.id, 'acc_zzBlocking');
    seedAccount(customer.id, 'acc_aaBlocking');
    seedAccount(customer.id, 'acc_mmArchived', 'archived');
    seedTransfer(customer.id, 'tr_bbProcessing', 'processing');
    seedTransfer(customer.id, 'tr_aaAwaiting', 'awaiting_funds');
    seedTransfer(customer.id, 'tr_ccAction', 'action_required');
    seedTransfer(customer.id, 'tr_ddCompleted', 'completed');
    seedTransfer(customer.id, 'tr_eeCanceled', 'canceled');
    const response = await env.api.del(`/v3/customers/${customer.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'customer_has_active_resources', retryable: false });
    expect(response.body.blockingResources).toEqual([
      { type: 'account', id: 'acc_aaBlocking', requiredAction: 'archive_account' },
      { type: 'account', id: 'acc_zzBlocking', requiredAction: 'archive_account' },
      { type: 'transfer', id: 'tr_aaAwaiting', requiredAction: 'wait_for_transfer' },
      { type: 'transfer', id: 'tr_bbProcessing', requiredAction: 'wait_for_transfer' },
      { type: 'transfer', id: 'tr_ccAction', requiredAction: 'wait_for_transfer' },
    ]);
    expect((await env.api.get(`/v3/customers/${customer.id}`)).status).toBe(200);
  });

  it('should archive once nothing blocks any more', async () => {
    const customer = await createCustomer();
    const account = seedAccount(customer.id, 'acc_laterArchived');
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBe(409);
    account.status = 'archived';
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBe(200);
  });

  it('should cascade: related parties, recipients and destinations archived, capabilities canceled', async () => {
    const customer = await createCustomer({
      type: 'business',
      relatedParties: [{ partyType: 'person', roles: ['director'], person: { firstName: 'Jonas', lastName: 'Berg' } }],
    });
    const recipient = recipientsOf(partition()).insert('rcp_cascade1', {
      id: 'rcp_cascade1',
      customerId: customer.id,
      status: 'active',
      type: 'individual',
      createdAt: NOW,
      updatedAt: NOW,
    } as unknown as RecipientRecord);
    const destination = destinationsOf(partition()).insert('dst_cascade1', {
      id: 'dst_cascade1',
      recipientId: 'rcp_cascade1',
      customerId: customer.id,
      type: 'wallet',
      status: 'ready',
      createdAt: NOW,
      updatedAt: NOW,
    } as unknown as DestinationRecord);
    env.clock.advance(2_000);
    const archivedAt = env.platform.core.nowIso();
    expect((await env.api.del(`/v3/customers/${customer.id}`)).status).toBe(200);
    expect(recipient).toMatchObject({ status: 'archived', archivedAt });
    expect(destination).toMatchObject({ status: 'archived', archivedAt });
    expect(capabilitiesOfCustomer(partition(), customer.id).map((capability) => capability.status)).toEqual(['canceled']);
    const party = await env.api.get(`/v3/customers/${customer.id}/related-parties/${customer.relatedParties[0].id}`);
    expect(party.status).toBe(404);
  });
});

describe('given a customer export', () => {
  it('should hold the customer, its related parties, capabilities, documents and the time of export', async () => {
    const customer = await createCustomer({
      type: 'business',
      business: { legalName: 'Acme GmbH' },
      relatedParties: [{ partyType: 'person', roles: ['director'], person: { firstName: 'Jonas', lastName: 'Berg' } }],
    });
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.7 export')]), 'register.pdf');
    form.append('purpose', 'company_register_extract');
    const uploaded = await env.api.call('POST', `/v3/customers/${customer.id}/documents`, { rawBody: form });
    expect(uploaded.status).toBe(201);

    const response = await env.api.post(`/v3/customers/${customer.id}/export`);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(customerSchema.parse(data.customer)).toEqual(customer);
    expect(data.relatedParties.map((party: unknown) => relatedPartySchema.parse(party))).toEqual(customer.relatedParties);
    expect(data.capabilities.map((capability: any) => capability.id)).toEqual(['stablecoin_transfers']);
    expect(data.documents.map((document: unknown) => documentSchema.parse(document))).toEqual([uploaded.body.data]);
    expect(data).toMatchObject({
      tasks: [],
      accounts: [],
      recipients: [],
      destinations: [],
      rules: [],
      exportedAt: env.platform.core.nowIso(),
    });
    expect(JSON.stringify(data)).not.toContain('_bytes');
  });

  it('should narrow the export to the sections in include', async () => {
    const customer = await createCustomer();
    const response = await env.api.post(`/v3/customers/${customer.id}/export`, { include: ['capabilities'] });
    expect(Object.keys(response.body.data).sort()).toEqual(['capabilities', 'customer', 'exportedAt']);
  });

  it('should refuse related parties of an individual with invalid_field_for_type', async () => {
    const customer = await createCustomer();
    const response = await env.api.post(`/v3/customers/${customer.id}/export`, { include: ['relatedParties'] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_field_for_type');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/include/0' })]);
  });

  it('should refuse an unknown section and an unknown field', async () => {
    const customer = await createCustomer();
    const response = await env.api.post(`/v3/customers/${customer.id}/export`, { include: ['secrets'], format: 'csv' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors.map((error: any) => error.pointer).sort()).toEqual(['/format', '/include/0']);
  });

  it('should answer 404 customer_not_found for an unknown customer', async () => {
    const response = await env.api.post('/v3/customers/cus_nobody000/export');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});
