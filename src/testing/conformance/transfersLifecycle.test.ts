import { beforeAll, describe, expect, it } from 'vitest';
import { taskSchema, transferInstructionsSchema, transferSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let walletId: string;
let sepaDestinationId: string;
let walletDestinationId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'ach_pooled');
  await setup.readyCapability(customerId, 'sepa_pooled');
  await setup.readyCapability(customerId, 'card');
  walletId = await setup.fundedWallet(customerId, '1000');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
  walletDestinationId = await setup.destination(customerId, 'wallet');
});

const bankPayIn = async (capabilityId = 'ach_pooled', currency = 'USD') =>
  setup.transfer(
    (
      await setup.quote({
        customerId,
        capabilityId,
        in: { currency, amount: '100.00' },
        out: { currency: 'USDC' },
        destinationId: walletId,
      })
    ).id,
  );
const payout = async (amount = '100') =>
  setup.transfer(
    (
      await setup.quote({
        customerId,
        capabilityId: 'sepa_pooled',
        in: { currency: 'USDC', amount },
        out: { currency: 'EUR' },
        destinationId: sepaDestinationId,
      })
    ).id,
  );
const forceState = (transferId: string, body: unknown) =>
  env.api.post(`/v3/sandbox/transfers/${transferId}/state`, body, { idempotencyKey: false });
const eventsSince = (count: number) => env.platform.events('sk_sandbox_acme').slice(count);

describe('given the cancel operation', () => {
  it('should cancel a transfer awaiting funds, with a stateDetail, and emit transfer.state_changed', async () => {
    const transfer = await bankPayIn();
    const before = env.platform.events('sk_sandbox_acme').length;
    const response = await env.api.post(`/v3/transfers/${transfer.id}/cancel`);
    expect(response.status).toBe(200);
    expect(transferSchema.parse(response.body.data)).toMatchObject({
      state: 'canceled',
      stateDetail: { code: 'canceled_by_developer', actor: 'developer', retryable: false },
    });
    expect(eventsSince(before).map((event) => event.type)).toEqual(['transfer.state_changed']);
  });

  it('should answer 409 transfer_not_cancelable once funds are moving or the transfer is terminal', async () => {
    const processing = await payout();
    const response = await env.api.post(`/v3/transfers/${processing.id}/cancel`);
    expectProblem(response, 409, 'transfer_not_cancelable');
    expect(response.body).toMatchObject({
      state: 'processing',
      statusReason: { code: expect.any(String), retryable: false },
      retryable: false,
    });

    const canceled = await bankPayIn();
    await env.api.post(`/v3/transfers/${canceled.id}/cancel`);
    expectProblem(await env.api.post(`/v3/transfers/${canceled.id}/cancel`), 409, 'transfer_not_cancelable');
  });

  it('should answer 404 transfer_not_found for an unknown transfer and refuse a body with fields', async () => {
    expectProblem(await env.api.post('/v3/transfers/tr_unknown1/cancel'), 404, 'transfer_not_found');
    const transfer = await bankPayIn();
    expectProblem(await env.api.post(`/v3/transfers/${transfer.id}/cancel`, { reason: 'duplicate' }), 400, 'validation_error', ['/reason']);
  });
});

describe('given the funding window of a pay-in', () => {
  it('should cancel a transfer still awaiting funds when the window expires', async () => {
    const transfer = await bankPayIn();
    const windowMs = env.platform.core.settings.fundingWindowMs;
    env.clock.advance(windowMs - 1);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data.state).toBe('awaiting_funds');
    env.clock.advance(1);
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.body.data).toMatchObject({
      state: 'canceled',
      stateDetail: { code: 'funding_window_expired', actor: 'customer', retryable: false },
      updatedAt: new Date(Date.parse(transfer.createdAt) + windowMs).toISOString(),
    });
  });

  it('should leave a funded transfer alone when the window passes', async () => {
    const transfer = await bankPayIn();
    expect((await forceState(transfer.id, { state: 'processing' })).status).toBe(200);
    env.clock.advance(env.platform.core.settings.fundingWindowMs);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data.state).toBe('processing');
  });
});

describe('given the sandbox transfer state endpoint', () => {
  it('should move a pay-in through funds received to completed and credit the issued wallet', async () => {
    const transfer = await bankPayIn();
    const balanceBefore = Number(await setup.balanceOf(customerId, walletId));
    const before = env.platform.events('sk_sandbox_acme').length;
    const processing = await forceState(transfer.id, { state: 'processing' });
    expect(processing.status).toBe(200);
    expect(processing.body.data).toMatchObject({ state: 'processing', stateDetail: null });
    const completed = await forceState(transfer.id, { state: 'completed' });
    expect(transferSchema.parse(completed.body.data)).toMatchObject({
      state: 'completed',
      stateDetail: null,
      out: { currency: 'USDC', amount: '99.50' },
    });
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore + 99.5);
    expect(eventsSince(before).map((event) => event.type)).toEqual([
      'transfer.state_changed',
      'transfer.state_changed',
      'transfer.completed',
    ]);
  });

  it('should fail a processing payout with the given stateDetail and refund the wallet', async () => {
    const balanceBefore = Number(await setup.balanceOf(customerId, walletId));
    const transfer = await payout('50');
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore - 50);
    const before = env.platform.events('sk_sandbox_acme').length;
    const failed = await forceState(transfer.id, {
      state: 'failed',
      stateDetail: { code: 'beneficiary_bank_rejected', message: 'The beneficiary bank returned the payment.' },
    });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({
      state: 'failed',
      stateDetail: {
        code: 'beneficiary_bank_rejected',
        message: 'The beneficiary bank returned the payment.',
        actor: 'provider',
        retryable: false,
      },
    });
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore);
    expect(eventsSince(before).map((event) => event.type)).toEqual(['transfer.state_changed', 'transfer.failed']);
  });

  it('should give a failed transfer a default stateDetail when none is given', async () => {
    const transfer = await payout('10');
    const failed = await forceState(transfer.id, { state: 'failed' });
    expect(failed.body.data.stateDetail).toMatchObject({ code: expect.any(String), actor: expect.any(String), retryable: false });
  });

  it('should hold a transfer in action_required and resume it to processing', async () => {
    const transfer = await payout('10');
    const held = await forceState(transfer.id, { state: 'action_required', stateDetail: { code: 'source_of_funds_review' } });
    expect(held.body.data).toMatchObject({
      state: 'action_required',
      stateDetail: { code: 'source_of_funds_review' },
      openTaskIds: [expect.stringMatching(/^tsk_/)],
    });
    const resumed = await forceState(transfer.id, { state: 'processing' });
    expect(resumed.body.data).toMatchObject({ state: 'processing', stateDetail: null });
  });

  it('should cancel a transfer awaiting funds as if its funding window expired', async () => {
    const transfer = await bankPayIn();
    const canceled = await forceState(transfer.id, { state: 'canceled' });
    expect(canceled.body.data).toMatchObject({ state: 'canceled', stateDetail: { code: 'funding_window_expired' } });
  });

  it('should walk a forced move along the table: awaiting_funds to completed passes through processing', async () => {
    const transfer = await bankPayIn();
    const response = await forceState(transfer.id, { state: 'completed' });
    expect(response.body.data).toMatchObject({ state: 'completed' });
    const states = env.platform
      .events('sk_sandbox_acme')
      .filter((event) => event.type === 'transfer.state_changed' && event.data.id === transfer.id)
      .map((event) => event.data.state);
    expect(states).toEqual(['awaiting_funds', 'processing', 'completed']);
  });

  it('should answer 409 invalid_state_transition for the state it is already in, naming the reachable ones', async () => {
    const transfer = await bankPayIn();
    const response = await forceState(transfer.id, { state: 'awaiting_funds' });
    expectProblem(response, 409, 'invalid_state_transition');
    expect(response.body).toMatchObject({
      state: 'awaiting_funds',
      allowedStates: ['processing', 'action_required', 'completed', 'failed', 'canceled'],
    });
  });

  it('should answer 409 invalid_state_transition out of processing except to action_required, completed or failed', async () => {
    const transfer = await payout('10');
    for (const to of ['awaiting_funds', 'canceled', 'processing']) {
      const response = await forceState(transfer.id, { state: to });
      expectProblem(response, 409, 'invalid_state_transition');
      expect(response.body.allowedStates).toEqual(['action_required', 'completed', 'failed']);
    }
  });

  it('should keep completed, failed and canceled terminal', async () => {
    const transfer = await payout('10');
    await forceState(transfer.id, { state: 'completed' });
    for (const to of ['processing', 'failed', 'canceled', 'action_required']) {
      const response = await forceState(transfer.id, { state: to });
      expectProblem(response, 409, 'invalid_state_transition');
      expect(response.body.allowedStates).toEqual([]);
    }
  });

  it('should resume a held transfer through processing when forced to completed', async () => {
    const transfer = await payout('10');
    await forceState(transfer.id, { state: 'action_required' });
    expect((await forceState(transfer.id, { state: 'completed' })).body.data).toMatchObject({ state: 'completed', stateDetail: null });
    expectProblem(await forceState(transfer.id, { state: 'action_required' }), 409, 'invalid_state_transition');
  });

  it('should answer 400 validation_error for an unknown or missing state and a malformed stateDetail', async () => {
    const transfer = await payout('10');
    expectProblem(await forceState(transfer.id, { state: 'pending' }), 400, 'validation_error', ['/state']);
    expectProblem(await forceState(transfer.id, {}), 400, 'validation_error', ['/state']);
    expectProblem(
      await forceState(transfer.id, { state: 'failed', stateDetail: { message: 'no code', extra: true } }),
      400,
      'validation_error',
      ['/stateDetail/code', '/stateDetail/extra'],
    );
    expectProblem(await forceState(transfer.id, { state: 'failed', stateDetail: { code: 'Not A Code' } }), 400, 'validation_error', [
      '/stateDetail/code',
    ]);
    expectProblem(await forceState(transfer.id, { state: 'completed', stateDetail: { code: 'done' } }), 400, 'validation_error', [
      '/stateDetail',
    ]);
  });

  it('should answer 404 transfer_not_found for an unknown transfer and 403 forbidden with a production key', async () => {
    expectProblem(await forceState('tr_unknown1', { state: 'processing' }), 404, 'transfer_not_found');
    const transfer = await bankPayIn();
    const response = await env.production.post(
      `/v3/sandbox/transfers/${transfer.id}/state`,
      { state: 'processing' },
      { idempotencyKey: false },
    );
    expectProblem(response, 403, 'forbidden');
  });
});

describe('given the funding instructions of a transfer', () => {
  it('should give a bank pay-in bank coordinates with a reference code', async () => {
    const transfer = await bankPayIn();
    const response = await env.api.get(`/v3/transfers/${transfer.id}/instructions`);
    expect(response.status).toBe(200);
    const instructions = transferInstructionsSchema.parse(response.body.data);
    expect(instructions).toMatchObject({
      transferId: transfer.id,
      type: 'bank_transfer',
      amount: { currency: 'USD', amount: '100.00' },
      expiresAt: new Date(Date.parse(transfer.createdAt) + env.platform.core.settings.fundingWindowMs).toISOString(),
    });
    expect(instructions.bankTransfer).toMatchObject({
      method: 'ach',
      reference: expect.stringMatching(/^[A-Z0-9]{6,}$/),
      routingNumber: expect.stringMatching(/^\d{9}$/),
      accountNumber: expect.stringMatching(/^\d+$/),
    });
  });

  it("should give the coordinates of the customer's own issued bank account under the capability when it has one", async () => {
    const other = await setup.customer();
    await setup.readyCapability(other, 'ach_pooled');
    const wallet = await setup.issuedWallet(other);
    const created = await env.api.post(`/v3/customers/${other}/accounts`, {
      origin: 'issued',
      type: 'bank',
      method: 'ach',
      capabilityId: 'ach_pooled',
      settlement: { accountId: wallet },
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    env.clock.advance(env.platform.core.settings.provisioningMs);
    const account = (await env.api.get(`/v3/customers/${other}/accounts?limit=100`)).body.data.find(
      (item: any) => item.id === created.body.data.id,
    );
    expect(account.status).toBe('ready');
    const quote = await setup.quote({
      customerId: other,
      capabilityId: 'ach_pooled',
      in: { currency: 'USD', amount: '10.00' },
      out: { currency: 'USDC' },
      destinationId: wallet,
    });
    const transfer = await setup.transfer(quote.id);
    const instructions = transferInstructionsSchema.parse((await env.api.get(`/v3/transfers/${transfer.id}/instructions`)).body.data);
    expect(instructions.bankTransfer).toMatchObject({
      routingNumber: account.details.routingNumber,
      accountNumber: account.details.accountNumber,
      reference: expect.any(String),
    });
  });

  it('should give a SEPA pay-in an IBAN and BIC', async () => {
    const transfer = await bankPayIn('sepa_pooled', 'EUR');
    const instructions = transferInstructionsSchema.parse((await env.api.get(`/v3/transfers/${transfer.id}/instructions`)).body.data);
    expect(instructions.bankTransfer).toMatchObject({
      method: 'sepa',
      reference: expect.any(String),
      iban: expect.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]+$/),
      bic: expect.any(String),
    });
  });

  it('should give a stablecoin move into the customer’s own wallet a deposit address', async () => {
    const quote = await setup.quote({
      customerId,
      capabilityId: 'stablecoin_transfers',
      in: { currency: 'USDT', amount: '20' },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    const transfer = await setup.transfer(quote.id);
    expect(transfer).toMatchObject({ state: 'awaiting_funds', direction: 'stablecoin_move' });
    const instructions = transferInstructionsSchema.parse((await env.api.get(`/v3/transfers/${transfer.id}/instructions`)).body.data);
    expect(instructions).toMatchObject({
      type: 'deposit_address',
      amount: { currency: 'USDT', amount: '20.00' },
      depositAddress: { network: 'polygon', currency: 'USDT', address: expect.stringMatching(/^0x[0-9a-f]{40}$/) },
    });
  });

  it('should answer 409 transfer_instructions_unavailable for a payout and a card pay-in', async () => {
    const transfer = await payout('10');
    expectProblem(await env.api.get(`/v3/transfers/${transfer.id}/instructions`), 409, 'transfer_instructions_unavailable');
    const card = await setup.transfer(
      (
        await setup.quote({
          customerId,
          capabilityId: 'card',
          in: { currency: 'USD', amount: '5.00' },
          out: { currency: 'USDC' },
          destinationId: walletDestinationId,
        })
      ).id,
    );
    expectProblem(await env.api.get(`/v3/transfers/${card.id}/instructions`), 409, 'transfer_instructions_unavailable');
  });
});

describe('given the tasks of a transfer', () => {
  async function attachTask(transferId: string): Promise<any> {
    const response = await env.api.post(
      '/v3/sandbox/tasks',
      { scope: { type: 'transfer', customerId, transferId }, items: [{ request: 'text' }] },
      { idempotencyKey: false },
    );
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body.data;
  }
  async function answerAndReview(task: any, outcome: 'accepted' | 'rejected'): Promise<void> {
    const answers = task.requirements.map((requirement: any) => ({
      requirementId: requirement.id,
      answerType: 'text',
      value: 'Monthly supplier invoice',
    }));
    const submitted = await env.api.post(`/v3/customers/${customerId}/tasks/${task.id}/submissions`, {
      taskRevision: task.revision,
      answers,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
    const body =
      outcome === 'rejected'
        ? { outcome, reviewFeedback: { code: 'unverifiable', message: 'The answer could not be verified.' } }
        : { outcome };
    const reviewed = await env.api.post(`/v3/sandbox/tasks/${task.id}/review`, body, { idempotencyKey: false });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBeLessThan(300);
  }

  it('should list none for a transfer without tasks, and 404 transfer_not_found for an unknown one', async () => {
    const transfer = await payout('10');
    expect((await env.api.get(`/v3/transfers/${transfer.id}/tasks`)).body).toEqual({ data: [], nextCursor: null, hasMore: false });
    expectProblem(await env.api.get('/v3/transfers/tr_unknown1/tasks'), 404, 'transfer_not_found');
  });

  it('should move a processing transfer to action_required with openTaskIds when a compliance task attaches, and list the task URL-free', async () => {
    const transfer = await payout('10');
    const before = env.platform.events('sk_sandbox_acme').length;
    const task = await attachTask(transfer.id);
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.body.data).toMatchObject({
      state: 'action_required',
      openTaskIds: [task.id],
      stateDetail: { code: expect.any(String), actor: expect.any(String), retryable: expect.any(Boolean) },
    });
    expect(
      eventsSince(before)
        .filter((event) => event.type === 'transfer.state_changed')
        .map((event) => event.data.state),
    ).toEqual(['action_required']);
    const tasks = await env.api.get(`/v3/transfers/${transfer.id}/tasks`);
    expect(tasks.body.data.map((item: any) => item.id)).toEqual([task.id]);
    const listed = taskSchema.parse(tasks.body.data[0]);
    expect(listed.scope).toEqual({ type: 'transfer', id: transfer.id });
    expect(JSON.stringify(tasks.body)).not.toMatch(/"(url|action)":/);
  });

  it('should return to processing once the task is satisfied', async () => {
    const transfer = await payout('10');
    const task = await attachTask(transfer.id);
    await answerAndReview(task, 'accepted');
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.body.data).toMatchObject({ state: 'processing', openTaskIds: [], stateDetail: null });
  });

  it('should fail the transfer and refund the wallet when the task is rejected', async () => {
    const balanceBefore = Number(await setup.balanceOf(customerId, walletId));
    const transfer = await payout('10');
    const task = await attachTask(transfer.id);
    await answerAndReview(task, 'rejected');
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.body.data).toMatchObject({
      state: 'failed',
      openTaskIds: [],
      stateDetail: { code: 'compliance_rejected', retryable: false },
    });
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore);
  });

  it('should hold a pay-in awaiting funds in action_required while its task is open', async () => {
    const transfer = await bankPayIn();
    const task = await attachTask(transfer.id);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data).toMatchObject({
      state: 'action_required',
      openTaskIds: [task.id],
    });
    expectProblem(await env.api.post(`/v3/transfers/${transfer.id}/cancel`), 409, 'transfer_not_cancelable');
  });
});
