import { dedupeOpenTasks } from '../forms/index.js';
import type { Capability, Task } from '../schemas/index.js';

/**
 * Where a task stands for the person: to do, sent back by a reviewer for changes, handed in (in
 * review), done, rejected, or another status.
 */
export type TaskEntryState = 'todo' | 'changes_requested' | 'in_review' | 'done' | 'rejected' | 'other';

/** One task of the list, with what it unblocks and the duplicate tasks it answers for. */
export interface TaskEntry {
  task: Task;
  state: TaskEntryState;
  /** The capabilities waiting on this task (and on the tasks it covers), in the customer's order. */
  capabilityIds: string[];
  /** Open tasks that ask only what this one asks: answering this one closes them once accepted. */
  covers: Task[];
}

/** The person's task list: each ask once, and how far along they are. */
export interface TaskListModel {
  entries: TaskEntry[];
  /** Entries handed in or done. */
  done: number;
  total: number;
  /** Whether anything is left to do (new tasks or changes requested). */
  hasTodo: boolean;
  /** Whether every entry is done (accepted), so nothing waits on a review either. */
  isAllDone: boolean;
}

const STATES: Readonly<Record<string, TaskEntryState>> = {
  action_required: 'todo',
  in_review: 'in_review',
  satisfied: 'done',
  rejected: 'rejected',
};

function capabilitiesOf(task: Task, capabilities: readonly Capability[]): string[] {
  return capabilities
    .filter(
      (capability) =>
        capability.openTaskIds.includes(task.id) ||
        (task.scope?.type === 'capability' && task.scope.id === capability.id) ||
        (task.scope?.type === 'application' && capability.applications.some((application) => application.id === task.scope?.id)),
    )
    .map((capability) => capability.id);
}

/** A task's state: an open task in a later remediation round was sent back for changes. */
function stateOf(task: Task): TaskEntryState {
  if (task.status === 'action_required' && (task.remediationRound ?? 0) > 0) return 'changes_requested';
  return STATES[task.status] ?? 'other';
}

/** Whether the entry waits on the person: a new task, or one sent back for changes. */
export const isToDo = (state: TaskEntryState): boolean => state === 'todo' || state === 'changes_requested';

const hasSessions = (task: Task) => task.verificationSessions.length > 0 || task.tosSessions.length > 0;

/**
 * The onboarding task list of a customer: tasks about payments of the customer's (not canceled,
 * not about a transfer), where an open task whose every open ask is already asked by another task
 * (an earlier open one, by `dedupeOpenTasks`, or one handed in for review) is folded into that
 * task, so a person answers each ask once. Each entry says which capabilities it unblocks.
 */
export function buildTaskList(tasks: readonly Task[], capabilities: readonly Capability[]): TaskListModel {
  const relevant = tasks.filter((task) => task.status !== 'canceled' && task.scope?.type !== 'transfer');
  const owner = new Map<string, string>();
  for (const task of relevant) {
    if (task.status !== 'in_review') continue;
    for (const requirement of task.requirements) if (!owner.has(requirement.key)) owner.set(requirement.key, task.id);
  }
  for (const ask of dedupeOpenTasks(relevant)) {
    const first = ask.occurrences[0];
    if (first && !owner.has(ask.key)) owner.set(ask.key, first.taskId);
  }

  const coveredBy = new Map<string, string>();
  for (const task of relevant) {
    if (task.status !== 'action_required' || hasSessions(task)) continue;
    const keys = task.requirements.filter((requirement) => requirement.status === 'action_required').map((requirement) => requirement.key);
    const owners = keys.map((key) => owner.get(key));
    if (keys.length > 0 && owners.every((id) => id !== undefined && id !== task.id)) coveredBy.set(task.id, owners[0] as string);
  }

  const entries = new Map<string, TaskEntry>();
  for (const task of relevant) {
    if (coveredBy.has(task.id)) continue;
    entries.set(task.id, { task, state: stateOf(task), capabilityIds: capabilitiesOf(task, capabilities), covers: [] });
  }
  for (const task of relevant) {
    const entry = entries.get(coveredBy.get(task.id) ?? '');
    if (!entry) continue;
    entry.covers.push(task);
    const ids = new Set([...entry.capabilityIds, ...capabilitiesOf(task, capabilities)]);
    entry.capabilityIds = capabilities.map((capability) => capability.id).filter((id) => ids.has(id));
  }

  const list = [...entries.values()];
  const done = list.filter((entry) => entry.state === 'in_review' || entry.state === 'done').length;
  return {
    entries: list,
    done,
    total: list.length,
    hasTodo: list.some((entry) => isToDo(entry.state)),
    isAllDone: list.length > 0 && list.every((entry) => entry.state === 'done'),
  };
}

const PEOPLE_PATTERN = /related_part|beneficial_own|ultimate_owner|director|officer|signer|control_person|ownership/;

/**
 * Whether the open tasks ask about the business's people: a requirement referencing a related
 * party, or a task or ask named for directors, owners, officers or signers.
 */
export function asksForRelatedParties(tasks: readonly Task[]): boolean {
  return tasks.some(
    (task) =>
      task.status === 'action_required' &&
      (PEOPLE_PATTERN.test(task.category ?? '') ||
        task.requirements.some(
          (requirement) =>
            requirement.status === 'action_required' &&
            ((requirement.request.type === 'resource_reference' && requirement.request.valueType === 'related_party') ||
              PEOPLE_PATTERN.test(requirement.key)),
        )),
  );
}
