import { describe, expect, it } from 'vitest';
import { customerSchema, submissionSchema, taskSchema } from '../../core/schemas/index.js';
import { completeIndividual, individualIntakeAnswers, onboardingSteps, pointersOf, requirementOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

async function intakeOf(body: unknown = completeIndividual) {
  const customer = await steps.customer(body);
  await steps.requested(customer.id, 'ach_pooled');
  return { customer, intake: await steps.taskOf(customer.id, 'customer_information') };
}

/** Answers to every ask of a bare individual's intake, profile asks included. */
function fullIntakeAnswers(task: any): unknown[] {
  const values: Record<string, unknown> = {
    'profile.individual.firstName': { answerType: 'profile', value: 'Grace' },
    'profile.individual.lastName': { answerType: 'profile', value: 'Hopper' },
    'profile.individual.birthDate': { answerType: 'profile', value: '1906-12-09' },
    'profile.individual.nationalities': { answerType: 'profile', value: ['US'] },
    'profile.individual.residentialAddress': {
      answerType: 'profile',
      value: { streetLine1: '5 Navy Way', city: 'Arlington', state: 'VA', postalCode: '22202', country: 'US' },
    },
    'profile.individual.taxIdentifiers': { answerType: 'profile', value: [{ type: 'ssn', country: 'US', value: '123-45-6789' }] },
    employment_status: { answerType: 'single_select', value: 'retired' },
    occupation: { answerType: 'text', value: 'Computer scientist' },
    politically_exposed_person: { answerType: 'boolean', value: false },
    'profile.financialProfile.accountPurposes': { answerType: 'profile', value: ['personal_expenses', 'investment'] },
    'profile.financialProfile.sourcesOfFunds': { answerType: 'profile', value: ['pension'] },
    'profile.financialProfile.expectedMonthlyVolume': { answerType: 'profile', value: { amount: '1500.00', currency: 'USD' } },
    expected_transaction_types: { answerType: 'multi_select', value: ['pay_bills'] },
    information_accuracy: { answerType: 'attestation', value: true },
  };
  return task.requirements.map((requirement: any) => ({ requirementId: requirement.id, ...(values[requirement.key] as object) }));
}

describe('given a submission that answers the current round', () => {
  it('should create it in review and move the task in review at the next revision', async () => {
    const { customer, intake } = await intakeOf();
    const answers = individualIntakeAnswers(intake);
    const response = await steps.submit(customer.id, intake, answers);
    expect(response.status).toBe(201);
    const submission = submissionSchema.parse(response.body.data);
    expect(submission.id).toMatch(/^sub_[A-Za-z0-9]+$/);
    expect(submission).toMatchObject({
      taskId: intake.id,
      customerId: customer.id,
      outcome: 'in_review',
      taskRevision: 1,
      remediationRound: 0,
      reviewFeedback: null,
    });
    expect(submission.answers).toEqual(answers);

    const task = taskSchema.parse(await steps.task(customer.id, intake.id));
    expect(task).toMatchObject({ status: 'in_review', revision: 2 });
    expect(requirementOf(task, 'occupation').status).toBe('in_review');
    expect(requirementOf(task, 'profile.individual.firstName').status).toBe('satisfied');
  });

  it('should write profile answers through to the customer at once', async () => {
    const { customer, intake } = await intakeOf({ type: 'individual' });
    env.clock.advance(1_000);
    expect((await steps.submit(customer.id, intake, fullIntakeAnswers(intake))).status).toBe(201);
    const read = customerSchema.parse((await env.api.get(`/v3/customers/${customer.id}`)).body.data);
    expect(read.individual).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      birthDate: '1906-12-09',
      nationalities: ['US'],
      residentialAddress: { streetLine1: '5 Navy Way', city: 'Arlington', country: 'US' },
      taxIdentifiers: [{ type: 'ssn', country: 'US', value: '123-45-6789' }],
    });
    expect(read.financialProfile).toMatchObject({
      accountPurposes: ['personal_expenses', 'investment'],
      sourcesOfFunds: ['pension'],
      expectedMonthlyVolume: { amount: '1500.00', currency: 'USD' },
    });
    expect(read.updatedAt).toBe(new Date(env.clock.now()).toISOString());
    expect(read).not.toHaveProperty('occupation');
  });

  it('should list submissions redacted and read one in full', async () => {
    const { customer, intake } = await intakeOf();
    const created = (await steps.submit(customer.id, intake, individualIntakeAnswers(intake))).body.data;
    const list = await env.api.get(`/v3/customers/${customer.id}/tasks/${intake.id}/submissions`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ nextCursor: null, hasMore: false });
    const listed = submissionSchema.parse(list.body.data[0]);
    expect(listed.id).toBe(created.id);
    for (const answer of list.body.data[0].answers) expect(Object.keys(answer).sort()).toEqual(['answerType', 'requirementId']);
    const one = await env.api.get(`/v3/customers/${customer.id}/tasks/${intake.id}/submissions/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.answers).toEqual(created.answers);
    const unknown = await env.api.get(`/v3/customers/${customer.id}/tasks/${intake.id}/submissions/sub_unknown1`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });
});

describe('given the state of the task', () => {
  it('should answer 409 task_revision_conflict with the current revision for a stale taskRevision', async () => {
    const { customer, intake } = await intakeOf();
    const response = await steps.submit(customer.id, intake, individualIntakeAnswers(intake), 0);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'task_revision_conflict', currentRevision: 1, retryable: false });
    expect((await steps.task(customer.id, intake.id)).status).toBe('action_required');
  });

  it('should answer 409 task_not_actionable once the task is in review', async () => {
    const { customer, intake } = await intakeOf();
    await steps.submit(customer.id, intake, individualIntakeAnswers(intake));
    const again = await steps.submit(customer.id, intake, individualIntakeAnswers(intake), 2);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'task_not_actionable', taskStatus: 'in_review' });
  });

  it('should answer 422 submission_channel_not_allowed for a task completed through its hosted session', async () => {
    const { customer } = await intakeOf();
    const identity = await steps.taskOf(customer.id, 'identity_verification');
    const response = await steps.submit(customer.id, identity, []);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('submission_channel_not_allowed');
  });

  it('should answer 404 task_not_found and customer_not_found', async () => {
    const { customer, intake } = await intakeOf();
    const unknownTask = await env.api.post(`/v3/customers/${customer.id}/tasks/tsk_unknown1/submissions`, { taskRevision: 1, answers: [] });
    expect(unknownTask.status).toBe(404);
    expect(unknownTask.body.code).toBe('task_not_found');
    const other = await steps.customer();
    expect((await steps.submit(other.id, intake, [])).body.code).toBe('task_not_found');
    expect(
      (await env.other.post(`/v3/customers/${customer.id}/tasks/${intake.id}/submissions`, { taskRevision: 1, answers: [] })).body.code,
    ).toBe('customer_not_found');
  });
});

describe('given a malformed submission body', () => {
  it('should answer 400 validation_error naming every missing, mistyped or unknown field', async () => {
    const { customer, intake } = await intakeOf();
    const path = `/v3/customers/${customer.id}/tasks/${intake.id}/submissions`;
    const empty = await env.api.post(path, {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_error');
    expect(pointersOf(empty.body).sort()).toEqual(['/answers', '/taskRevision']);
    const mistyped = await env.api.post(path, { taskRevision: '1', answers: 'all of them', note: 'hi' });
    expect(pointersOf(mistyped.body).sort()).toEqual(['/answers', '/note', '/taskRevision']);
    const answers = await env.api.post(path, {
      taskRevision: 1,
      answers: [
        'yes',
        { answerType: 'text', value: 'x' },
        { requirementId: 'req_1', answerType: 'essay' },
        { requirementId: 'req_1', answerType: 'document', documentIds: 'doc_1', extra: true },
      ],
    });
    expect(answers.status).toBe(400);
    expect(pointersOf(answers.body).sort()).toEqual([
      '/answers/0',
      '/answers/1/requirementId',
      '/answers/2/answerType',
      '/answers/3/documentIds',
      '/answers/3/extra',
    ]);
    const notJson = await env.api.call('POST', path, { rawBody: '{"taskRevision":', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('should answer 413 request_body_too_large above the submission size cap', async () => {
    const { customer, intake } = await intakeOf();
    const huge = 'x'.repeat(env.platform.core.settings.maxSubmissionBytes);
    const response = await steps.submit(customer.id, intake, [{ requirementId: 'req_8', answerType: 'text', value: huge }]);
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('request_body_too_large');
    expect((await steps.task(customer.id, intake.id)).status).toBe('action_required');
  });
});
