import type { LegacyVerificationStatus } from '../../../../../core/legacy/rails.js';
import type { Partition } from '../../../Partition.js';
import { tasksOfCustomer, type TaskRecord } from '../../onboarding/store.js';

/** The template of the customer-level identity verification task (onboarding/templates/identityVerification.ts). */
export const IDENTITY_TEMPLATE_KEY = 'identity_verification';

/** A customer's v1 verification: its status and, when rejected, why. */
export interface LegacyVerification {
  status: LegacyVerificationStatus;
  reason: string | null;
}

const REJECTED_REASON = 'The identity verification was rejected. Start a new verification or contact support.';

/** True for the customer-level identity verification task shared by the customer's capabilities. */
export function isIdentityTask(task: TaskRecord): boolean {
  return task._templateKey === IDENTITY_TEMPLATE_KEY && task.scope?.type === 'customer';
}

/** The customer's newest identity verification task that was not canceled, if any. */
export function identityTaskOf(partition: Partition, customerId: string): TaskRecord | undefined {
  return tasksOfCustomer(partition, customerId)
    .filter((task) => isIdentityTask(task) && task.status !== 'canceled')
    .at(-1);
}

/** The status a customer of `customerType` has before any verification was submitted. */
export function initialVerificationStatus(customerType: string): LegacyVerificationStatus {
  return customerType === 'business' ? 'pending' : 'not_started';
}

/**
 * The v1 verification of a customer, derived from its v3 identity verification task only, so v1
 * and v3 never disagree: no task or nothing submitted yet → individual `not_started`, business
 * `pending`; submitted and in review → `pending`; accepted → `approved`; rejected → `rejected`.
 */
export function verificationOf(partition: Partition, customer: { id: string; type: string }): LegacyVerification {
  const task = identityTaskOf(partition, customer.id);
  switch (task?.status) {
    case 'in_review':
      return { status: 'pending', reason: null };
    case 'satisfied':
      return { status: 'approved', reason: null };
    case 'rejected':
      return { status: 'rejected', reason: REJECTED_REASON };
    default:
      return { status: initialVerificationStatus(customer.type), reason: null };
  }
}
