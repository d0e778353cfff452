/**
 * A transfer in action_required has an open task: "awaiting_funds/processing → compliance task
 * attached → action_required; openTaskIds set". The sandbox force to action_required attaches a
 * compliance review task, which the customer answers and the review settles as for any transfer task.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { taskSchema } from '../../core/schemas/index.js';
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
  walletId = await setup.fundedWallet(customerId, '1000');
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
const bankPayIn = async () =>
  setup.transfer(
    (
      await setup.quote({
        customerId,
        capabilityId: 'ach_pooled',
        in: { currency: 'USD', amount: '100.00' },
        out: { currency: 'USDC' },
        destinationId: walletId,
      })
    ).id,
  );
const forceState = (transferId: string, body: unknown) =>
  env.api.post(`/v3/sandbox/transfers/${transferId}/state`, body, { idempotencyKey: false });
const readTransfer = async (transferId: string) => (await env.api.get(`/v3/transfers/${transferId}`)).body.data;
const readTask = async (taskId: string) => (await env.api.get(`/v3/customers/${customerId}/tasks/${taskId}`)).body.data;
const stateEventsOf = (transferId: string) =>
  env.platform.events('sk_sandbox_acme').filter((event) => event.type === 'transfer.state_changed' && event.data.id === transferId);

/** Answers every requirement of the review task as the customer would. */
async function submitAnswers(task: any): Promise<void> {
  const answers = task.requirements.map((requirement: any) =>
    requirement.request.type === 'attestation'
      ? { requirementId: requirement.id, answerType: 'attestation', value: true }
      : { requirementId: requirement.id, answerType: 'text', value: 'Monthly supplier invoice' },
  );
  const submitted = await env.api.post(`/v3/customers/${customerId}/tasks/${task.id}/submissions`, {
    taskRevision: task.revision,
    answers,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
}

/** Has the sandbox review settle the task's submission. */
async function review(task: any, outcome: 'accepted' | 'rejected'): Promise<void> {
  const body =
    outcome === 'rejected'
      ? { outcome, reviewFeedback: { code: 'unverifiable', message: 'The answer could not be verified.' } }
      : { outcome };
  const reviewed = await env.api.post(`/v3/sandbox/tasks/${task.id}/review`, body, { idempotencyKey: false });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBeLessThan(300);
}

describe('given a transfer the sandbox forces to action_required', () => {
  it.each([
    ['a processing payout', payout],
    ['a pay-in awaiting funds', bankPayIn],
  ])('should attach an open compliance task to %s and list it in openTaskIds', async (_name, make) => {
    const transfer = await make();
    const before = stateEventsOf(transfer.id).length;

    const held = await forceState(transfer.id, { state: 'action_required', stateDetail: { code: 'source_of_funds_review' } });

    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({
      state: 'action_required',
      stateDetail: { code: 'source_of_funds_review' },
      openTaskIds: [expect.stringMatching(/^tsk_/)],
    });
    const [taskId] = held.body.data.openTaskIds;
    const task = taskSchema.parse(await readTask(taskId));
    expect(task).toMatchObject({
      status: 'action_required',
      scope: { type: 'transfer', id: transfer.id },
      customerId,
      reason: { code: 'source_of_funds_review' },
    });
    expect(task.requirements.length).toBeGreaterThan(0);
    expect(task.requirements.every((requirement) => requirement.status === 'action_required')).toBe(true);
    expect((await env.api.get(`/v3/transfers/${transfer.id}/tasks`)).body.data.map((item: any) => item.id)).toEqual([taskId]);
    expect(await readTransfer(transfer.id)).toEqual(held.body.data);
    expect(
      stateEventsOf(transfer.id)
        .slice(before)
        .map((event) => [event.data.state, event.data.openTaskIds]),
    ).toEqual([['action_required', [taskId]]]);
  });

  it('should resume the transfer to processing once its task is answered and accepted', async () => {
    const transfer = await payout();
    const held = await forceState(transfer.id, { state: 'action_required' });
    const task = await readTask(held.body.data.openTaskIds[0]);
    expect(task.reason.code).toBe('transfer_review');

    await submitAnswers(task);
    await review(task, 'accepted');

    expect(await readTransfer(transfer.id)).toMatchObject({ state: 'processing', openTaskIds: [], stateDetail: null });
    expect((await readTask(task.id)).status).toBe('satisfied');
    expect((await forceState(transfer.id, { state: 'completed' })).body.data).toMatchObject({ state: 'completed', openTaskIds: [] });
  });

  it('should keep the transfer held while the answer is in review, and fail it when the review rejects it', async () => {
    const transfer = await payout();
    const held = await forceState(transfer.id, { state: 'action_required' });
    const task = await readTask(held.body.data.openTaskIds[0]);

    await submitAnswers(task);
    expect(await readTransfer(transfer.id)).toMatchObject({ state: 'action_required', openTaskIds: [task.id] });

    await review(task, 'rejected');
    expect(await readTransfer(transfer.id)).toMatchObject({
      state: 'failed',
      openTaskIds: [],
      stateDetail: { code: 'compliance_rejected' },
    });
  });

  it('should not let a held transfer be held again while its task is open', async () => {
    const transfer = await payout();
    await forceState(transfer.id, { state: 'action_required' });
    expectProblem(await forceState(transfer.id, { state: 'action_required' }), 409, 'invalid_state_transition');
    expect((await readTransfer(transfer.id)).openTaskIds).toHaveLength(1);
  });
});
