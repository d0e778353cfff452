import { capabilityCatalog } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { CustomerRecord } from '../../customers/store.js';
import type { OnboardingContext } from '../../onboarding/context.js';
import { effectiveSessionStatus, sessionIn, type SessionLocation } from '../../onboarding/sessions/sessionActions.js';
import type { TaskRecord } from '../../onboarding/store.js';
import { createTask } from '../../onboarding/tasks/createTask.js';
import { identityVerificationTemplate } from '../../onboarding/templates/identityVerification.js';
import { identityTaskOf } from './verificationStatus.js';

/**
 * The customer's identity verification task, opened if there is none or the last one was
 * rejected: the same customer-level task a capability request attaches (and later requests reuse).
 */
export function ensureIdentityTask(ctx: OnboardingContext, customer: CustomerRecord): TaskRecord {
  const current = identityTaskOf(ctx.partition, customer.id);
  if (current && current.status !== 'rejected') return current;
  const input = { customerType: customer.type };
  // The template asks the same whatever the capability; take one it applies to.
  const capability = capabilityCatalog.find((candidate) => identityVerificationTemplate.appliesTo({ ...input, capability: candidate }));
  if (!capability) throw new Error('No capability of the catalog needs an identity verification');
  return createTask(ctx, identityVerificationTemplate.build({ ...input, capability }), {
    customer,
    scope: { type: 'customer', id: customer.id },
    applicationId: null,
    originGroupId: ctx.platform.ids.next('grp_'),
  });
}

/** The task's verification session in one of `statuses` (as the customer sees them), if any. */
export function verificationSessionOf(ctx: OnboardingContext, task: TaskRecord, statuses: readonly string[]): SessionLocation | undefined {
  return task.verificationSessions
    .map((session) => sessionIn(ctx.partition, task, 'verification', session.id) as SessionLocation)
    .find((location) => statuses.includes(effectiveSessionStatus(location)));
}

/** 409 verification_session_not_open: the customer's verification is past the point the call needs. */
export function verificationNotOpen(customerId: string, status: string): ApiProblem {
  return new ApiProblem({
    status: 409,
    code: 'verification_session_not_open',
    detail: `Customer ${customerId} has no verification waiting on them; its verification is ${status}.`,
    retryable: false,
  });
}
