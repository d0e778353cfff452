import { findCustomer } from '../../customers/store.js';
import type { OnboardingContext } from '../context.js';
import type { CapabilityRecord } from '../store.js';
import { createTask } from '../tasks/createTask.js';
import { attestationAsk } from '../templates/requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskBlueprint } from '../templates/TaskTemplate.js';
import { isLiveApplication } from '../capabilities/recomputeCapability.js';

const REVERIFICATION: TaskBlueprint = {
  templateKey: 'periodic_review',
  shared: false,
  name: 'Confirm your details are still correct',
  category: 'periodic_review',
  reason: { code: 'periodic_review', message: 'A periodic review needs you to confirm your details.', requestedBy: 'compliance' },
  completionPolicy: BY_REQUIREMENTS,
  allowedSubmissionChannels: ['direct_submission'],
  requirements: [
    attestationAsk('periodic_review_confirmation', {
      section: 'declarations',
      prompt: 'I confirm that the information I gave earlier is still true and complete.',
    }),
  ],
  verificationSessions: [],
  tosSessions: [],
};

/**
 * Attaches a re-verification task (as a periodic review would) to the capability's newest live
 * application: new tasks may appear on a ready capability.
 */
export function attachReverificationTask(ctx: OnboardingContext, capability: CapabilityRecord): void {
  const application = capability.applications.filter(isLiveApplication).at(-1);
  if (!application) return;
  const task = createTask(ctx, REVERIFICATION, {
    customer: findCustomer(ctx.partition, capability.customerId),
    scope: { type: 'capability', id: capability.id },
    applicationId: application.id,
    originGroupId: ctx.platform.ids.next('grp_'),
    skipPrefill: true,
  });
  capability._tasksByApplication = {
    ...capability._tasksByApplication,
    [application.id]: [...(capability._tasksByApplication?.[application.id] ?? []), task.id],
  };
}
