import { findCustomer } from '../customers/store.js';
import type { OnboardingContext } from '../onboarding/context.js';
import { createTask } from '../onboarding/tasks/createTask.js';
import { attestationAsk, textAsk } from '../onboarding/templates/requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskBlueprint } from '../onboarding/templates/TaskTemplate.js';
import type { TransferRecord } from './store.js';
import { attachTaskToTransfer } from './transferTasks.js';

/** Why a held transfer's review task was opened when the hold names no reason of its own. */
const DEFAULT_REASON = { code: 'transfer_review', message: 'A compliance review needs to know more about this payment.' };

function reviewBlueprint(reason: { code: string; message: string }): TaskBlueprint {
  return {
    templateKey: 'transfer_review',
    shared: false,
    name: 'Tell us about this payment',
    category: 'transaction_review',
    reason: { ...reason, requestedBy: 'compliance' },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: [
      textAsk('transfer_purpose', {
        section: 'transfer_review',
        prompt: 'What is this payment for?',
        constraints: { minLength: 2, maxLength: 500 },
      }),
      attestationAsk('transfer_funds_origin', {
        section: 'transfer_review',
        prompt: 'I confirm that the money in this payment is lawfully mine or my business’s.',
      }),
    ],
    verificationSessions: [],
    tosSessions: [],
  };
}

/**
 * Opens a compliance review task on `transfer` (scope `transfer`) and attaches it, as the platform
 * does when it holds a transfer: the transfer's `openTaskIds` lists it once the transfer moves to
 * `action_required`, and answering it and having it accepted resumes the transfer, as for any
 * transfer task. The task's reason is the hold's `stateDetail` code (and message) when one is given.
 */
export function openTransferReviewTask(ctx: OnboardingContext, transfer: TransferRecord, hold?: { code: string; message?: string }): void {
  const reason = hold ? { code: hold.code, message: hold.message ?? DEFAULT_REASON.message } : DEFAULT_REASON;
  const task = createTask(ctx, reviewBlueprint(reason), {
    customer: findCustomer(ctx.partition, transfer.customerId),
    scope: { type: 'transfer', id: transfer.id },
    applicationId: null,
    originGroupId: ctx.platform.ids.next('grp_'),
    skipPrefill: true,
  });
  attachTaskToTransfer(transfer, task.id);
}
