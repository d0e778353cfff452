import type { Capability, Task } from '../schemas/index.js';
import { waitsOnPerson } from './taskListModel.js';

/** The steps of the onboarding flow, in order. */
export const onboardingSteps = ['choose', 'preview', 'request', 'tasks', 'status'] as const;

/** A step of the onboarding flow. */
export type OnboardingStep = (typeof onboardingSteps)[number];

/** One capability the person chose, with the institution picked for it (`null`: the defaults). */
export interface CapabilityChoice {
  capabilityId: string;
  institutionId: string | null;
}

/**
 * The capabilities the flow follows for a customer who already started: requested and not
 * canceled or rejected. `stablecoin_transfers` is granted at creation, never requested.
 */
export function trackedCapabilities(capabilities: readonly Capability[]): Capability[] {
  return capabilities.filter(
    (capability) => capability.id !== 'stablecoin_transfers' && capability.status !== 'canceled' && capability.status !== 'rejected',
  );
}

/**
 * Whether one of the capabilities waits on a task the person has to do (`waitsOnPerson`, as the
 * task list has it: a copy answered through another capability's waits on a review, not on the
 * person), or asks to `complete_tasks` some the tasks read do not hold.
 */
export function hasOpenTasks(capabilities: readonly Capability[], tasks: readonly Task[]): boolean {
  const read = new Set(tasks.map((task) => task.id));
  return capabilities.some(
    (capability) =>
      tasks.some((task) => capability.openTaskIds.includes(task.id) && waitsOnPerson(task, tasks)) ||
      (capability.statusReason?.resolution === 'complete_tasks' && capability.openTaskIds.some((id) => !read.has(id))),
  );
}

/**
 * Where the flow starts on (re)load: at the tasks when a requested capability waits on the
 * person, at the status when requested capabilities only wait on reviews or are ready, else at
 * the choice.
 */
export function initialStep(capabilities: readonly Capability[], tasks: readonly Task[]): OnboardingStep {
  const tracked = trackedCapabilities(capabilities);
  if (tracked.length === 0) return 'choose';
  return hasOpenTasks(tracked, tasks) ? 'tasks' : 'status';
}

/** Whether every capability of `ids` is ready (and there is at least one). */
export function areAllReady(capabilities: readonly Capability[], ids: readonly string[]): boolean {
  if (ids.length === 0) return false;
  return ids.every((id) => capabilities.find((capability) => capability.id === id)?.status === 'ready');
}

/** Whether a capability the customer holds can be requested again: never requested, canceled or rejected. */
export function isRequestable(capability: Capability | undefined): boolean {
  return capability === undefined || capability.status === 'canceled' || capability.status === 'rejected';
}
