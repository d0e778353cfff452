import { describe, expect, it } from 'vitest';
import { accountSchema, taskSchema } from '../../core/schemas/index.js';
import { rotateAccountRouting } from '../platform/resources/money/index.js';
import { tasksOf, type TaskRecord } from '../platform/resources/onboarding/store.js';
import { transfersOf, type TransferRecord } from '../platform/resources/transfers/store.js';
import { createCustomer, createIssuedWallet, customerWithReadyAccounts, pointersOf, readAccount, samples } from './accountsHarness.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ListBody } from './harness.js';

const env = serveFakePlatformPerFile();
const accountPath = (customerId: string, accountId: string) => `/v3/customers/${customerId}/accounts/${accountId}`;
const partition = () => env.platform.core.partition('acme', 'sandbox');

function insertTransfer(customerId: string, fields: Record<string, unknown>): TransferRecord {
  const id = env.platform.core.ids.next('tr_');
  const transfer = {
    id,
    customerId,
    state: 'processing',
    in: { currency: 'USDC', amount: '10' },
    out: { currency: 'USD', amount: '10' },
    openTaskIds: [],
    supportingDocuments: [],
    createdAt: env.platform.core.nowIso(),
    updatedAt: env.platform.core.nowIso(),
    ...fields,
  } as unknown as TransferRecord;
  return transfersOf(partition()).insert(id, transfer);
}

describe('given the accounts list', () => {
  it('should page in creation order with cursors, and refuse unknown parameters', async () => {
    const customerId = await createCustomer(env);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await createIssuedWallet(env, customerId)).id);
    const first = await env.api.get<ListBody>(`/v3/customers/${customerId}/accounts?limit=2`);
    expect(first.body.data.map((account) => account.id)).toEqual(ids.slice(0, 2));
    expect(first.body.hasMore).toBe(true);
    const second = await env.api.get<ListBody>(`/v3/customers/${customerId}/accounts?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ data: [expect.objectContaining({ id: ids[2] })], hasMore: false, nextCursor: null });

    const unknown = await env.api.get(`/v3/customers/${customerId}/accounts?status=ready`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_parameter');
  });

  it('should return the provisioning → ready transition to an updatedAfter catch-up', async () => {
    const customerId = await createCustomer(env);
    const wallet = await createIssuedWallet(env, customerId);
    env.clock.advance(env.platform.core.settings.provisioningMs);
    const since = new Date(env.platform.core.clock.now()).toISOString();
    const page = await env.api.get<ListBody>(`/v3/customers/${customerId}/accounts?updatedAfter=${since}`);
    expect(page.body.data).toEqual([expect.objectContaining({ id: wallet.id, status: 'ready', updatedAt: since })]);
  });
});

describe('given PATCH of an account', () => {
  it('should change the label, and clear it with null', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const labelled = await env.api.patch(accountPath(customerId, bank.id), { label: 'Operating' });
    expect(labelled.status).toBe(200);
    expect(accountSchema.parse(labelled.body.data).label).toBe('Operating');
    const cleared = await env.api.patch(accountPath(customerId, bank.id), { label: null });
    expect(cleared.body.data.label).toBeNull();
  });

  it('should refuse immutable and unknown fields and an invalid label, naming each', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const response = await env.api.patch(accountPath(customerId, bank.id), {
      currency: 'EUR',
      settlement: { accountId: 'acc_x1' },
      nickname: 'x',
      label: 'tab\there',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/currency', code: 'immutable_field' }),
        expect.objectContaining({ pointer: '/settlement', code: 'immutable_field' }),
        expect.objectContaining({ pointer: '/nickname', code: 'unknown_field' }),
        expect.objectContaining({ pointer: '/label', code: 'control_character' }),
      ]),
    );
  });

  it('should answer 404 account_not_found for an unknown or another customer account', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const otherCustomerId = await createCustomer(env);
    for (const path of [accountPath(customerId, 'acc_missing1'), accountPath(otherCustomerId, bank.id)]) {
      const response = await env.api.patch(path, { label: 'x' });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('account_not_found');
    }
  });
});

describe('given PUT of an account fees', () => {
  it('should set the developer fees of an issued bank account', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const fees = { developerFeePercent: '0.5', developerFeeFixed: { amount: '0.25', currency: 'USD' } };
    const response = await env.api.put(`${accountPath(customerId, bank.id)}/fees`, fees);
    expect(response.status).toBe(200);
    expect(accountSchema.parse(response.body.data).fees).toEqual(fees);
    const replaced = await env.api.put(`${accountPath(customerId, bank.id)}/fees`, { developerFeePercent: '1' });
    expect(replaced.body.data.fees).toEqual({ developerFeePercent: '1', developerFeeFixed: null });
  });

  it('should check the percent (decimal string, 0 to 100) and the fixed fee (money in the account currency)', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const path = `${accountPath(customerId, bank.id)}/fees`;
    const overHundred = await env.api.put(path, { developerFeePercent: '100.01', developerFeeFixed: { amount: '1.005', currency: 'USD' } });
    expect(overHundred.status).toBe(400);
    expect(overHundred.body.errors).toEqual([
      expect.objectContaining({ pointer: '/developerFeePercent', code: 'out_of_range' }),
      expect.objectContaining({ pointer: '/developerFeeFixed/amount' }),
    ]);
    const asNumbers = await env.api.put(path, { developerFeePercent: 1, developerFeeFixed: { amount: '1.00', currency: 'EUR' } });
    expect(pointersOf(asNumbers.body)).toEqual(['/developerFeeFixed/currency', '/developerFeePercent']);
  });

  it('should answer 409 account_fees_unsupported for a wallet', async () => {
    const { customerId, wallet } = await customerWithReadyAccounts(env);
    const response = await env.api.put(`${accountPath(customerId, wallet.id)}/fees`, { developerFeePercent: '1' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('account_fees_unsupported');
  });
});

describe('given DELETE of an account', () => {
  it('should archive it, keep it listed, and emit account.status_changed', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const response = await env.api.del(accountPath(customerId, bank.id));
    expect(response.status).toBe(200);
    expect(accountSchema.parse(response.body.data)).toMatchObject({ status: 'archived', archivedAt: env.platform.core.nowIso() });
    expect((await readAccount(env, customerId, bank.id)).status).toBe('archived');
    const last = env.platform.events('sk_sandbox_acme').at(-1);
    expect(last).toMatchObject({ type: 'account.status_changed', data: { id: bank.id, status: 'archived' } });

    const again = await env.api.del(accountPath(customerId, bank.id));
    expect(again.status).toBe(200);
    expect(again.body.data.archivedAt).toBe(response.body.data.archivedAt);
    const relabel = await env.api.patch(accountPath(customerId, bank.id), { label: 'x' });
    expect(relabel.status).toBe(409);
    expect(relabel.body.code).toBe('account_archived');
  });

  it('should answer 409 account_has_active_transfers while an in-flight transfer pays into it or is funded from it', async () => {
    const { customerId, wallet, bank } = await customerWithReadyAccounts(env);
    const payIn = insertTransfer(customerId, { destinationId: bank.id, state: 'awaiting_funds' });
    const payout = insertTransfer(customerId, { destinationId: 'dst_elsewhere1', _sourceAccountId: wallet.id });
    for (const [account, transfer] of [
      [bank, payIn],
      [wallet, payout],
    ] as const) {
      const blocked = await env.api.del(accountPath(customerId, account.id));
      expect(blocked.status).toBe(409);
      expect(blocked.body.code).toBe('account_has_active_transfers');
      expect(blocked.body.blockingResources).toEqual([{ type: 'transfer', id: transfer.id, requiredAction: 'wait_for_transfer' }]);
      expect((await readAccount(env, customerId, account.id)).status).toBe('ready');
    }
    payIn.state = 'completed';
    payout.state = 'canceled';
    expect((await env.api.del(accountPath(customerId, bank.id))).status).toBe(200);
    expect((await env.api.del(accountPath(customerId, wallet.id))).status).toBe(200);
  });
});

describe('given an account whose coordinates rotate', () => {
  it('should show new details with routing version 2', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    env.clock.advance(1000);
    rotateAccountRouting(partition(), bank.id, env.platform.core.nowIso());
    const rotated = await readAccount(env, customerId, bank.id);
    expect(rotated.routing).toEqual({ version: 2, updatedAt: env.platform.core.nowIso() });
    expect(rotated.details.accountNumber).not.toBe(bank.details.accountNumber);
    expect(rotated.details.routingNumber).toBe(bank.details.routingNumber);
  });
});

describe('given a task whose subject is an account', () => {
  it('should list an open task about the account in openTaskIds, and drop it once satisfied', async () => {
    const { customerId, bank } = await customerWithReadyAccounts(env);
    const now = env.platform.core.nowIso();
    const task: TaskRecord = {
      ...taskSchema.parse({
        id: env.platform.core.ids.next('tsk_'),
        name: 'Confirm who owns the account',
        customerId,
        blocksApplication: false,
        scope: { type: 'customer', id: customerId },
        subject: { type: 'account', id: bank.id },
        category: 'account_ownership',
        status: 'action_required',
        revision: 0,
        remediationRound: 0,
        requirements: [],
        verificationSessions: [],
        tosSessions: [],
        notices: [],
        allowedSubmissionChannels: ['direct_submission'],
        createdAt: now,
        updatedAt: now,
      }),
      customerId,
      updatedAt: now,
    };
    tasksOf(partition()).insert(task.id, task);
    expect((await readAccount(env, customerId, bank.id)).openTaskIds).toEqual([task.id]);
    task.status = 'satisfied';
    expect((await readAccount(env, customerId, bank.id)).openTaskIds).toEqual([]);
  });
});

describe('given an external account', () => {
  it('should archive without a balance or routing', async () => {
    const customerId = await createCustomer(env);
    const created = await env.api.post(`/v3/customers/${customerId}/accounts`, {
      origin: 'external',
      type: 'wallet',
      currency: 'USDT',
      details: { network: 'ethereum', address: samples.evmAddress },
    });
    const archived = await env.api.del(accountPath(customerId, created.body.data.id));
    expect(archived.body.data).toMatchObject({ status: 'archived', balances: [] });
  });
});
