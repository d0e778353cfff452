import { stripInternal } from '../../../PlatformCore.js';
import type { OnboardingContext } from '../context.js';
import { capabilitiesOfCustomer, isOpenTask, tasksOf, type CapabilityRecord, type TaskRecord } from '../store.js';
import { applicationReasonOf, capabilityReasonOf, capabilityStatusOf, outcomeOfTasks } from './capabilityOutcome.js';

/** Application statuses after which an application no longer depends on anything. */
const SETTLED_APPLICATION_STATUSES: readonly string[] = ['canceled', 'rejected', 'disabled'];

/** True while an application can still move (not canceled, rejected or disabled). */
export function isLiveApplication(application: { status: string }): boolean {
  return !SETTLED_APPLICATION_STATUSES.includes(application.status);
}

/** True while a capability can still move: not canceled or rejected. */
export function isLiveCapability(capability: CapabilityRecord): boolean {
  return capability.status !== 'canceled' && capability.status !== 'rejected';
}

/** The tasks the capability's live applications depend on, shared customer-level ones included. */
export function dependenciesOf(ctx: Pick<OnboardingContext, 'partition'>, capability: CapabilityRecord): TaskRecord[] {
  const tasks = tasksOf(ctx.partition);
  const ids = new Set(
    capability.applications.filter(isLiveApplication).flatMap((application) => capability._tasksByApplication?.[application.id] ?? []),
  );
  return [...ids].map((id) => tasks.get(id)).filter((task): task is TaskRecord => task !== undefined);
}

function tasksOfApplication(ctx: OnboardingContext, capability: CapabilityRecord, applicationId: string): TaskRecord[] {
  const tasks = tasksOf(ctx.partition);
  return (capability._tasksByApplication?.[applicationId] ?? [])
    .map((id) => tasks.get(id))
    .filter((task): task is TaskRecord => task !== undefined);
}

/**
 * Makes a requested capability follow its tasks: any action_required task restricts it
 * (`complete_tasks`), all open ones in review make it pending (`wait`), all satisfied make it
 * ready, a rejected one rejects it (`contact_support`). Its applications follow the same way,
 * `openTaskIds` are refreshed, `updatedAt` moves when anything shown changed, and a status change
 * emits `capability.status_changed`. Canceled and rejected capabilities stay as they are; a
 * capability waiting for its first evaluation stays pending.
 */
export function recomputeCapability(ctx: OnboardingContext, capability: CapabilityRecord): void {
  if (!capability._tasksByApplication || !isLiveCapability(capability)) return;
  const before = JSON.stringify(stripInternal(capability));
  const previousStatus = capability.status;
  const openIds = new Set<string>();
  const dependencies = new Map<string, TaskRecord>();
  for (const application of capability.applications) {
    if (!isLiveApplication(application)) {
      application.openTaskIds = [];
      continue;
    }
    const tasks = tasksOfApplication(ctx, capability, application.id);
    for (const task of tasks) dependencies.set(task.id, task);
    const applicationBefore = JSON.stringify(application);
    application.openTaskIds = tasks.filter(isOpenTask).map((task) => task.id);
    if (!capability._evaluationDue) {
      const outcome = outcomeOfTasks(tasks);
      application.status = outcome;
      application.statusReason = applicationReasonOf(outcome);
    }
    if (JSON.stringify(application) !== applicationBefore) application.updatedAt = ctx.nowIso;
    for (const id of application.openTaskIds) openIds.add(id);
  }
  capability.openTaskIds = [...openIds];
  if (!capability._evaluationDue) {
    const tasks = [...dependencies.values()];
    const outcome = outcomeOfTasks(tasks);
    capability.status = capabilityStatusOf(outcome);
    capability.statusReason = capabilityReasonOf(
      outcome,
      capability.id,
      tasks.find((task) => task.status === 'rejected'),
    );
  }
  if (JSON.stringify(stripInternal(capability)) !== before) capability.updatedAt = ctx.nowIso;
  if (capability.status !== previousStatus) ctx.platform.emit(ctx.partition, 'capability.status_changed', capability);
}

/** Recomputes every capability of the customer (after any of the customer's tasks changed). */
export function recomputeCapabilitiesOf(ctx: OnboardingContext, customerId: string): void {
  for (const capability of capabilitiesOfCustomer(ctx.partition, customerId)) recomputeCapability(ctx, capability);
}
