/**
 * A task attaches only to an in-flight transfer: a transfer that reaches completed, failed or
 * canceled lists no open task, and its tasks can no longer be answered, by whatever path it got
 * there (the sandbox force included).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { transfersOf } from '../platform/resources/transfers/store.js';
import { moveTransfer } from '../platform/resources/transfers/transferStateMachine.js';
import { useFakePlatformServer } from './harness.js';
import { expectProblem, transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let sepaDestinationId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'sepa_pooled');
  await setup.readyCapability(customerId, 'ach_pooled');
  await setup.fundedWallet(customerId, '1000');
  sepaDestinationId = await setup.destination(customerId, 'sepa');
});

const payout = async () =>
  setup.transfer(
    (
      await setup.quote({
        customerId,
        capabilityId: 'sepa_pooled',
        in: { currency: 'USDC', amount: '10' },
        out: { currency: 'EUR' },
        destinationId: sepaDestinationId,
      })
    ).id,
  );
const forceState = (transferId: string, state: string) =>
  env.api.post(`/v3/sandbox/transfers/${transferId}/state`, { state }, { idempotencyKey: false });
const taskPath = (taskId: string) => `/v3/customers/${customerId}/tasks/${taskId}`;
const stateEventsOf = (transferId: string) =>
  env.platform.events('sk_sandbox_acme').filter((event) => event.type === 'transfer.state_changed' && event.data.id === transferId);

async function heldTransfer(): Promise<{ transfer: any; task: any }> {
  const transfer = await payout();
  const attached = await env.api.post(
    '/v3/sandbox/tasks',
    { scope: { type: 'transfer', customerId, transferId: transfer.id }, items: [{ request: 'text' }] },
    { idempotencyKey: false },
  );
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data).toMatchObject({
    state: 'action_required',
    openTaskIds: [attached.body.data.id],
  });
  return { transfer, task: attached.body.data };
}

const answer = (task: any) =>
  env.api.post(`${taskPath(task.id)}/submissions`, {
    taskRevision: task.revision,
    answers: task.requirements.map((requirement: any) => ({ requirementId: requirement.id, answerType: 'text', value: 'Invoice 42' })),
  });

describe('given a transfer held by an open compliance task', () => {
  it.each(['completed', 'failed'])('should cancel the task when the sandbox forces the transfer to %s', async (state) => {
    const { transfer, task } = await heldTransfer();
    const before = stateEventsOf(transfer.id).length;

    const forced = await forceState(transfer.id, state);

    expect(forced.status).toBe(200);
    expect(forced.body.data).toMatchObject({ state, openTaskIds: [] });
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data).toEqual(forced.body.data);
    expect((await env.api.get(taskPath(task.id))).body.data).toMatchObject({ status: 'canceled' });
    expect((await env.api.get(`/v3/transfers/${transfer.id}/tasks`)).body.data.map((item: any) => item.status)).toEqual(['canceled']);
    expectProblem(await answer(task), 409, 'task_not_actionable');
    const steps = stateEventsOf(transfer.id).slice(before);
    expect(steps.map((event) => [event.data.state, event.data.openTaskIds])).toEqual([
      ['processing', []],
      [state, []],
    ]);
    expect(steps.at(-1)?.data).toEqual(forced.body.data);
  });

  it('should cancel a task in review when the force resumes the transfer to processing, so it cannot be reviewed later', async () => {
    const { transfer, task } = await heldTransfer();
    expect((await answer(task)).status).toBe(201);

    expect((await forceState(transfer.id, 'processing')).body.data).toMatchObject({ state: 'processing', openTaskIds: [] });

    expect((await env.api.get(taskPath(task.id))).body.data.status).toBe('canceled');
    expectProblem(
      await env.api.post(`/v3/sandbox/tasks/${task.id}/review`, { outcome: 'accepted' }, { idempotencyKey: false }),
      409,
      'no_submission_in_review',
    );
  });

  it('should cancel a held pay-in’s task when it is forced to failed', async () => {
    const wallet = await setup.issuedWallet(customerId);
    const payIn = await setup.transfer(
      (
        await setup.quote({
          customerId,
          capabilityId: 'ach_pooled',
          in: { currency: 'USD', amount: '50.00' },
          out: { currency: 'USDC' },
          destinationId: wallet,
        })
      ).id,
    );
    const attached = await env.api.post(
      '/v3/sandbox/tasks',
      { scope: { type: 'transfer', customerId, transferId: payIn.id }, items: [{ request: 'text' }] },
      { idempotencyKey: false },
    );

    expect((await forceState(payIn.id, 'failed')).body.data).toMatchObject({ state: 'failed', openTaskIds: [] });
    expect((await env.api.get(taskPath(attached.body.data.id))).body.data.status).toBe('canceled');
  });
});

describe('given any move of a transfer into a terminal state', () => {
  it.each(['completed', 'failed'] as const)(
    'should close the open tasks where the transfer becomes %s, whoever moves it',
    async (state) => {
      const { transfer, task } = await heldTransfer();
      const partition = env.platform.core.partition('acme', 'sandbox');
      const record = transfersOf(partition).get(transfer.id);
      if (!record) throw new Error('the transfer is stored');
      const moveEnv = { platform: env.platform.core, partition, nowIso: env.platform.core.nowIso() };

      moveTransfer(moveEnv, record, 'processing');
      moveTransfer(moveEnv, record, state);

      expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data).toMatchObject({ state, openTaskIds: [] });
      expect((await env.api.get(taskPath(task.id))).body.data.status).toBe('canceled');
      expect(stateEventsOf(transfer.id).at(-1)?.data).toMatchObject({ state, openTaskIds: [] });
    },
  );
});
