import type { Capability, Task } from '../schemas/index.js';

/**
 * Where a task stands for the person: to do, sent back by a reviewer for changes, handed in (in
 * review), done (accepted), rejected, or another status.
 */
export type TaskEntryState = 'todo' | 'changes_requested' | 'in_review' | 'done' | 'rejected' | 'other';

/**
 * One task as the person meets it: the copies several capabilities hold of the same work (the
 * same asks, by requirement `key`) are one, whatever their statuses.
 */
export interface TaskGroup {
  /**
   * The task to open and name: the copy waiting on the person (sent back for changes first), else
   * the one in review, else the first.
   */
  task: Task;
  state: TaskEntryState;
  /** The other copies: answering `task` answers them (the platform closes them once it is accepted). */
  covers: Task[];
}

/** One entry of the task list: a {@link TaskGroup} and the capabilities it unblocks. */
export interface TaskEntry extends TaskGroup {
  /** The capabilities waiting on this entry (any of its copies), in the customer's order. */
  capabilityIds: string[];
}

/** The person's task list: each piece of work once, and how far along they are. */
export interface TaskListModel {
  entries: TaskEntry[];
  /** Entries done: accepted, not merely handed in. */
  done: number;
  /** Entries handed in and waiting on a review. */
  inReview: number;
  total: number;
  /** Whether anything is left to do (new tasks or changes requested). */
  hasTodo: boolean;
  /** Whether every entry is done (accepted), so nothing waits on a review either. */
  isAllDone: boolean;
}

/** Whether the entry waits on the person: a new task, or one sent back for changes. */
export const isToDo = (state: TaskEntryState): boolean => state === 'todo' || state === 'changes_requested';

const hasSessions = (task: Task) => task.verificationSessions.length > 0 || task.tosSessions.length > 0;
const isOpen = (task: Task) => task.status === 'action_required';

/**
 * Whether answering `owner` answers `task` too: `task` (without hosted sessions) asks nothing
 * `owner` does not ask, or, while it is open, its open asks are all among those of an `owner` that
 * is open or in review.
 */
function answers(owner: Task, task: Task): boolean {
  if (owner === task || hasSessions(owner) || hasSessions(task) || task.requirements.length === 0) return false;
  const asked = new Set(owner.requirements.map((requirement) => requirement.key));
  const within = (keys: Task['requirements']) => keys.every((requirement) => asked.has(requirement.key));
  if (within(task.requirements)) return true;
  const open = task.requirements.filter((requirement) => requirement.status === 'action_required');
  return isOpen(task) && (isOpen(owner) || owner.status === 'in_review') && open.length > 0 && within(open);
}

/**
 * Whether `task` waits on the person: it is open, and no copy in review among `tasks` answers it
 * (a copy answered through another capability's waits on that review; the platform closes it once
 * that one is accepted). What "to do" means everywhere: the task list, the capability status and
 * the step the onboarding resumes at.
 */
export function waitsOnPerson(task: Task, tasks: readonly Task[]): boolean {
  return isOpen(task) && !tasks.some((other) => other.status === 'in_review' && answers(other, task));
}

/** The task whose entry `task` belongs to: the first that answers it, unless `task` answers that one too and comes first. */
function ownerOf(task: Task, tasks: readonly Task[]): Task {
  let current = task;
  for (let hops = 0; hops < tasks.length; hops++) {
    const index = tasks.indexOf(current);
    const next = tasks.find((other) => answers(other, current) && !(answers(current, other) && index < tasks.indexOf(other)));
    if (!next) return current;
    current = next;
  }
  return current;
}

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

/**
 * The copy to open and where the work stands: a copy waiting on the person (`waitsOnPerson`),
 * one sent back for changes first (changes requested, else to do); then a copy in review, which
 * the open copies it answers wait on (in review); a rejected copy; done once every copy is
 * accepted.
 */
function pick(copies: readonly Task[]): [Task, TaskEntryState] {
  const first = copies[0] as Task;
  const waiting = copies.filter((copy) => waitsOnPerson(copy, copies));
  const revising = waiting.find((copy) => (copy.remediationRound ?? 0) > 0);
  if (revising) return [revising, 'changes_requested'];
  if (waiting[0]) return [waiting[0], 'todo'];
  const inReview = copies.find((copy) => copy.status === 'in_review');
  if (inReview) return [inReview, 'in_review'];
  const rejected = copies.find((copy) => copy.status === 'rejected');
  if (rejected) return [rejected, 'rejected'];
  if (copies.every((copy) => copy.status === 'satisfied')) return [first, 'done'];
  return [copies.find((copy) => copy.status !== 'satisfied') ?? first, 'other'];
}

function groupOf(copies: readonly Task[]): TaskGroup {
  const [task, state] = pick(copies);
  return { task, state, covers: copies.filter((copy) => copy !== task) };
}

/**
 * The tasks about payments of the customer's (not canceled, not about a transfer) as the person
 * meets them: the copies several capabilities hold of the same work are one group in every status
 * (a task whose asks are all asked by another, or whose open asks are all asked by another still
 * open or in review), in the order of their first copy.
 */
export function groupTasks(tasks: readonly Task[]): TaskGroup[] {
  const relevant = tasks.filter((task) => task.status !== 'canceled' && task.scope?.type !== 'transfer');
  const copiesByOwner = new Map<Task, Task[]>();
  for (const task of relevant) {
    const owner = ownerOf(task, relevant);
    copiesByOwner.set(owner, [...(copiesByOwner.get(owner) ?? []), task]);
  }
  return [...copiesByOwner.values()].map(groupOf);
}

/**
 * The onboarding task list of a customer: its tasks as {@link groupTasks} groups them (each piece
 * of work once, so a person answers each ask once and sees it once), each with the capabilities
 * it unblocks, and the counts. The one model of what is open, in review, done and needs changes:
 * the task list, the capability status (`capabilityTasks`) and the step the onboarding resumes at
 * all read it.
 */
export function buildTaskList(tasks: readonly Task[], capabilities: readonly Capability[]): TaskListModel {
  const entries = groupTasks(tasks).map((group): TaskEntry => {
    const ids = new Set([group.task, ...group.covers].flatMap((copy) => capabilitiesOf(copy, capabilities)));
    return { ...group, capabilityIds: capabilities.map((capability) => capability.id).filter((id) => ids.has(id)) };
  });
  const count = (state: TaskEntryState) => entries.filter((entry) => entry.state === state).length;
  return {
    entries,
    done: count('done'),
    inReview: count('in_review'),
    total: entries.length,
    hasTodo: entries.some((entry) => isToDo(entry.state)),
    isAllDone: entries.length > 0 && entries.every((entry) => entry.state === 'done'),
  };
}

const PEOPLE_PATTERN = /related_part|beneficial_own|ultimate_owner|director|officer|signer|control_person|ownership/;

/**
 * Whether the customer's tasks ask, or have asked, about the business's people: a task (in any
 * round or status but canceled) whose category, or one of whose asks, references a related party
 * or is named for directors, owners, officers or signers. It stays true once the task is handed
 * in, sent back or accepted, so the people stay where the person manages them.
 */
export function asksForRelatedParties(tasks: readonly Task[]): boolean {
  return tasks.some(
    (task) =>
      task.status !== 'canceled' &&
      (PEOPLE_PATTERN.test(task.category ?? '') ||
        task.requirements.some(
          (requirement) =>
            (requirement.request.type === 'resource_reference' && requirement.request.valueType === 'related_party') ||
            PEOPLE_PATTERN.test(requirement.key),
        )),
  );
}
