import { describe, expect, it } from 'vitest';
import { submissionSchema, taskSchema } from '../../core/schemas/index.js';
import { completeIndividual, individualIntakeAnswers, onboardingSteps, requirementOf } from './capabilitiesSetup.js';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();
const steps = onboardingSteps(env);

async function submittedIntake(capabilityId = 'ach_pooled') {
  const customer = await steps.customer(completeIndividual);
  await steps.requested(customer.id, capabilityId);
  const intake = await steps.taskOf(customer.id, 'customer_information');
  const submitted = await steps.submit(customer.id, intake, individualIntakeAnswers(intake));
  expect(submitted.status).toBe(201);
  return { customer, intake, submission: submitted.body.data };
}

async function submittedAddress(
  customerId: string,
  scopeId = 'ach_pooled',
  key = 'proof_of_address_utility_bill',
  documentType = 'utility_bill',
) {
  const task = await steps.taskOf(customerId, 'proof_of_address', scopeId);
  const documentId = await steps.document(customerId, documentType);
  const response = await steps.submit(customerId, task, [
    { requirementId: requirementOf(task, key).id, answerType: 'document', documentIds: [documentId] },
  ]);
  expect(response.status).toBe(201);
  return { task, documentId };
}

describe('given a review that accepts', () => {
  it('should accept the submission and satisfy the task and its answered requirements', async () => {
    const { customer, intake, submission } = await submittedIntake();
    const response = await steps.review(intake.id, { outcome: 'accepted' });
    expect(response.status).toBe(200);
    expect(submissionSchema.parse(response.body.data)).toMatchObject({ id: submission.id, outcome: 'accepted' });
    const task = taskSchema.parse(await steps.task(customer.id, intake.id));
    expect(task).toMatchObject({ status: 'satisfied', revision: 3 });
    expect(task.requirements.every((requirement) => requirement.status === 'satisfied')).toBe(true);
  });

  it('should close sibling tasks asking the same things, reusing the accepted documents', async () => {
    const customer = await steps.customer(completeIndividual);
    const ach = await steps.requested(customer.id, 'ach_pooled');
    await steps.requested(customer.id, 'wire_pooled');
    const { task, documentId } = await submittedAddress(customer.id, 'ach_pooled');
    const wireAddress = await steps.taskOf(customer.id, 'proof_of_address', 'wire_pooled');
    expect(wireAddress.status).toBe('action_required');
    await steps.review(task.id, { outcome: 'accepted' });
    const closed = await steps.task(customer.id, wireAddress.id);
    expect(closed.status).toBe('satisfied');
    expect(closed.revision).toBe(2);
    expect(requirementOf(closed, 'proof_of_address_utility_bill')).toMatchObject({
      status: 'satisfied',
      evidence: { type: 'document', documentIds: [documentId], provenance: { source: 'reuse', applicationId: ach.applications[0].id } },
    });
    expect(requirementOf(closed, 'proof_of_address_lease_agreement').status).toBe('canceled');

    const achIntake = await steps.taskOf(customer.id, 'customer_information', 'ach_pooled');
    await steps.submit(customer.id, achIntake, individualIntakeAnswers(achIntake));
    await steps.review(achIntake.id, { outcome: 'accepted' });
    expect((await steps.taskOf(customer.id, 'customer_information', 'wire_pooled')).status).toBe('satisfied');

    await steps.requested(customer.id, 'sepa_pooled');
    const sepaAddress = await steps.taskOf(customer.id, 'proof_of_address', 'sepa_pooled');
    expect(sepaAddress.status).toBe('satisfied');
    expect(requirementOf(sepaAddress, 'proof_of_address_utility_bill').evidence.provenance.source).toBe('reuse');
  });
});

describe('given a review that requests changes', () => {
  it('should reopen the named requirements with their feedback in a new round, accepting the others', async () => {
    const { customer, intake } = await submittedIntake();
    const occupation = requirementOf(intake, 'occupation').id;
    const response = await steps.review(intake.id, {
      outcome: 'changes_requested',
      reviewFeedback: { code: 'needs_detail', message: 'One answer needs more detail.' },
      requirements: { [occupation]: { code: 'too_vague', message: 'Name your actual job.' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      outcome: 'changes_requested',
      reviewFeedback: { code: 'needs_detail', message: 'One answer needs more detail.' },
    });
    const task = await steps.task(customer.id, intake.id);
    expect(task).toMatchObject({ status: 'action_required', remediationRound: 1, revision: 3 });
    expect(requirementOf(task, 'occupation')).toMatchObject({
      status: 'action_required',
      reviewFeedback: { code: 'too_vague', message: 'Name your actual job.' },
    });
    expect(requirementOf(task, 'employment_status')).toMatchObject({ status: 'satisfied', reviewFeedback: null });
    expect((await steps.capability(customer.id, 'ach_pooled')).status).toBe('restricted');

    const everything = await steps.submit(customer.id, task, individualIntakeAnswers(intake));
    expect(everything.status).toBe(422);
    expect(everything.body.errors.every((issue: any) => issue.code === 'requirement_not_actionable')).toBe(true);
    const resubmitted = await steps.submit(customer.id, task, [
      { requirementId: occupation, answerType: 'text', value: 'Structural engineer' },
    ]);
    expect(resubmitted.status).toBe(201);
    expect(resubmitted.body.data).toMatchObject({ remediationRound: 1, taskRevision: 3 });
  });

  it('should reopen every answered requirement with the feedback when none is named', async () => {
    const { customer, intake, submission } = await submittedIntake();
    await steps.review(intake.id, { outcome: 'changes_requested' });
    const task = await steps.task(customer.id, intake.id);
    for (const answer of submission.answers) {
      const requirement = task.requirements.find((candidate: any) => candidate.id === answer.requirementId);
      expect(requirement.status).toBe('action_required');
      expect(requirement.reviewFeedback.code).toBe('changes_requested');
    }
  });

  it('should reopen the whole alternative group so another document can be chosen', async () => {
    const customer = await steps.customer(completeIndividual);
    await steps.requested(customer.id, 'ach_pooled');
    const { task } = await submittedAddress(customer.id);
    await steps.review(task.id, {
      outcome: 'changes_requested',
      reviewFeedback: { code: 'unreadable', message: 'The bill is unreadable.' },
    });
    const reopened = await steps.task(customer.id, task.id);
    expect(reopened.requirements.map((requirement: any) => requirement.status)).toEqual([
      'action_required',
      'action_required',
      'action_required',
    ]);
    expect(requirementOf(reopened, 'proof_of_address_utility_bill').reviewFeedback.code).toBe('unreadable');
    const statement = await steps.document(customer.id, 'bank_statement');
    const response = await steps.submit(customer.id, reopened, [
      { requirementId: requirementOf(reopened, 'proof_of_address_bank_statement').id, answerType: 'document', documentIds: [statement] },
    ]);
    expect(response.status).toBe(201);
  });
});

describe('given a review that rejects', () => {
  it('should reject the submission and, for good, the task', async () => {
    const { customer, intake } = await submittedIntake();
    const response = await steps.review(intake.id, { outcome: 'rejected' });
    expect(response.body.data.outcome).toBe('rejected');
    const task = await steps.task(customer.id, intake.id);
    expect(task.status).toBe('rejected');
    expect(requirementOf(task, 'occupation')).toMatchObject({ status: 'rejected', reviewFeedback: { code: 'rejected' } });
    const again = await steps.submit(customer.id, task, [
      { requirementId: requirementOf(task, 'occupation').id, answerType: 'text', value: 'Pilot' },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('task_not_actionable');
  });
});

describe('given a review that cannot be made', () => {
  it('should answer 409 no_submission_in_review without a submission in review', async () => {
    const customer = await steps.customer(completeIndividual);
    await steps.requested(customer.id, 'ach_pooled');
    const intake = await steps.taskOf(customer.id, 'customer_information');
    const response = await steps.review(intake.id, { outcome: 'accepted' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('no_submission_in_review');
  });

  it('should check the body: 400 at /outcome and /requirements, 422 for a requirement not answered', async () => {
    const { intake } = await submittedIntake();
    const outcome = await steps.review(intake.id, { outcome: 'maybe' });
    expect(outcome.status).toBe(400);
    expect(outcome.body.errors.map((issue: any) => issue.pointer)).toEqual(['/outcome']);
    const feedback = await steps.review(intake.id, {
      outcome: 'accepted',
      requirements: { req_1: { code: 'x', message: 'y' } },
      reviewFeedback: { code: 'fine' },
    });
    expect(feedback.body.errors.map((issue: any) => issue.pointer).sort()).toEqual(['/requirements', '/reviewFeedback/message']);
    const unanswered = await steps.review(intake.id, {
      outcome: 'changes_requested',
      requirements: { [requirementOf(intake, 'profile.individual.firstName').id]: { code: 'x', message: 'y' } },
    });
    expect(unanswered.status).toBe(422);
    expect(unanswered.body.errors[0].pointer).toBe(`/requirements/${requirementOf(intake, 'profile.individual.firstName').id}`);
  });

  it('should answer 404 task_not_found and 403 forbidden with a production key', async () => {
    const { intake } = await submittedIntake();
    expect((await steps.review('tsk_unknown1', { outcome: 'accepted' })).body.code).toBe('task_not_found');
    expect((await env.other.post(`/v3/sandbox/tasks/${intake.id}/review`, { outcome: 'accepted' })).body.code).toBe('task_not_found');
    const production = await env.production.post(`/v3/sandbox/tasks/${intake.id}/review`, { outcome: 'accepted' });
    expect(production.status).toBe(403);
    expect(production.body.code).toBe('forbidden');
  });
});
