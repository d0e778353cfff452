import { answerRequirements, isAnswerable, type RequirementRead } from './answerRequirements.js';
import { requestCapability } from './capabilitySteps.js';
import { createBusinessWithParties, createIndividual } from './customerSteps.js';
import type { ScenarioResults } from './scenarioCatalog.js';
import { expectState, type Page, type ScenarioContext, type Single } from './ScenarioContext.js';

const BANK_CAPABILITY = 'ach_pooled';

interface TaskRead {
  id: string;
  status: string;
  revision: number;
  remediationRound: number;
  allowedSubmissionChannels: string[];
  requirements: RequirementRead[];
}

/** An individual just created; only stablecoin_transfers is granted. */
export async function newIndividual(context: ScenarioContext): Promise<ScenarioResults['newIndividual']> {
  return { customerId: await createIndividual(context) };
}

/** An individual who requested ach_pooled, its tasks open. */
export async function individualWithOpenTasks(context: ScenarioContext): Promise<ScenarioResults['individualWithOpenTasks']> {
  const customerId = await createIndividual(context);
  const capability = await requestCapability(context, customerId, BANK_CAPABILITY);
  expectState(capability !== undefined && capability.openTaskIds.length > 0, `${BANK_CAPABILITY} has open tasks`);
  return { customerId, capabilityId: BANK_CAPABILITY, taskIds: [...capability.openTaskIds] };
}

/** A business with three related persons. */
export async function businessWithRelatedParties(context: ScenarioContext): Promise<ScenarioResults['businessWithRelatedParties']> {
  const { customerId, relatedPartyIds } = await createBusinessWithParties(context);
  expectState(relatedPartyIds.length === 3, 'the business has its three related persons');
  return { customerId, relatedPartyIds };
}

/** The first open task that takes a direct submission the scenarios can fill in whole. */
async function findSubmittableTask(
  { api }: ScenarioContext,
  customerId: string,
  taskIds: readonly string[],
): Promise<TaskRead | undefined> {
  for (const taskId of taskIds) {
    const { data: task } = await api.get<Single<TaskRead>>(`/v3/customers/${customerId}/tasks/${taskId}`);
    const actionable = task.requirements.filter((requirement) => requirement.status === 'action_required');
    const canSubmit = task.status === 'action_required' && task.allowedSubmissionChannels.includes('direct_submission');
    if (canSubmit && actionable.length > 0 && actionable.every(isAnswerable)) return task;
  }
  return undefined;
}

/** An individual whose ach_pooled intake was reviewed with changes_requested. */
export async function capabilityChangesRequested(context: ScenarioContext): Promise<ScenarioResults['capabilityChangesRequested']> {
  const { api } = context;
  const { customerId, capabilityId, taskIds } = await individualWithOpenTasks(context);
  const task = await findSubmittableTask(context, customerId, taskIds);
  expectState(task !== undefined, `${capabilityId} has a task answerable by direct submission`);
  const { data: submission } = await api.post<Single<{ id: string }>>(`/v3/customers/${customerId}/tasks/${task.id}/submissions`, {
    taskRevision: task.revision,
    answers: answerRequirements(task.requirements),
  });
  await api.post(`/v3/sandbox/tasks/${task.id}/review`, {
    outcome: 'changes_requested',
    reviewFeedback: {
      code: 'information_mismatch',
      message: 'The date of birth does not match the identity document. Check it and submit again.',
    },
  });
  const { data: reviewed } = await api.get<Single<TaskRead>>(`/v3/customers/${customerId}/tasks/${task.id}`);
  expectState(reviewed.remediationRound === task.remediationRound + 1, 'the review opened a new remediation round');
  const submissions = await api.get<Page<{ id: string; outcome: string }>>(`/v3/customers/${customerId}/tasks/${task.id}/submissions`);
  expectState(
    submissions.data.some((item) => item.id === submission.id && item.outcome === 'changes_requested'),
    'the submission reads changes_requested',
  );
  return { customerId, capabilityId, taskId: task.id, submissionId: submission.id };
}
