import type { PaykitError } from '../client/PaykitError.js';
import type { Capability, Task } from '../schemas/index.js';
import type { OnboardingState } from './onboardingTypes.js';

/** Where the requests of the request step stand, read from the state. */
export interface RequestProgress {
  /** Every chosen capability's request succeeded or failed. */
  isSettled: boolean;
  /** The capabilities whose request succeeded, in the order chosen. */
  requestedIds: string[];
  /** Every request succeeded (the flow then moves on by itself). */
  allSucceeded: boolean;
  /** Some failed and some succeeded: the person may go on with those. */
  canContinue: boolean;
}

/** The progress of the request step's requests. */
export function requestProgress(state: Pick<OnboardingState, 'choices' | 'requests'>): RequestProgress {
  const statuses = state.choices.map((choice) => state.requests[choice.capabilityId]?.status);
  const requestedIds = state.choices
    .filter((choice) => state.requests[choice.capabilityId]?.status === 'success')
    .map((choice) => choice.capabilityId);
  const isSettled = statuses.length > 0 && statuses.every((status) => status === 'success' || status === 'error');
  const allSucceeded = isSettled && requestedIds.length === state.choices.length;
  return { isSettled, requestedIds, allSucceeded, canContinue: isSettled && !allSucceeded && requestedIds.length > 0 };
}

/** Whether a failed request may be sent again unchanged: a request that lacks a bank fails again, so the way out is to change the choice. */
export function canRetryRequest(error: PaykitError): boolean {
  return error.code !== 'capability_institutions_required';
}

/** Whether the customer already requested a payment method (so the choice offers a way to the status). */
export function hasRequested(capabilities: readonly Capability[]): boolean {
  return capabilities.some((capability) => capability.id !== 'stablecoin_transfers' && capability.status !== 'canceled');
}

/** Whether the status step shows `capability`: the followed ones, or every one not canceled when none is followed. */
export function isFollowed(followedIds: readonly string[], capability: Capability): boolean {
  return followedIds.length === 0 ? capability.status !== 'canceled' : followedIds.includes(capability.id);
}

/** Whether `taskId` names one of `tasks` that still counts (not canceled): a remembered task may be gone. */
export function isOpenableTask(tasks: readonly Task[], taskId: string | null): taskId is string {
  return taskId !== null && tasks.some((task) => task.id === taskId && task.status !== 'canceled');
}

/**
 * The task behind the "submitted for review" notice: the one the person handed in last
 * (`submittedTaskId`), while its status now is `in_review`. Derived from the task as last read,
 * never kept from the submit: once the reviewer accepts it or asks for changes, there is none.
 */
export function taskInReviewAfterSubmit(tasks: readonly Task[], submittedTaskId: string | null): Task | null {
  if (submittedTaskId === null) return null;
  return tasks.find((task) => task.id === submittedTaskId && task.status === 'in_review') ?? null;
}
