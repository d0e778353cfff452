import type { Application, Capability } from '../schemas/index.js';
import { isToDo, type TaskEntry, type TaskGroup, type TaskListModel } from './taskListModel.js';

/** A capability's open tasks as the person meets them: entries of the task list, each once. */
export interface CapabilityTasks extends OpenTasks<TaskEntry> {
  /**
   * The status and next step to show the person: a capability `restricted` to `complete_tasks`
   * whose open tasks all wait on a review (its copies answered through another capability's)
   * reads `pending` and `wait`; otherwise the API's own.
   */
  status: string;
  resolution: string | undefined;
  /**
   * Its applications as the person meets them: one `action_required` whose open tasks all wait on
   * a review reads `in_review`, with the reason code `under_review`; the others as sent.
   */
  applications: Application[];
}

/** Where the groups holding some of `openTaskIds` stand. */
export interface OpenTasks<G extends TaskGroup> {
  /** The groups that wait on the person (to do, changes requested). */
  toDo: G[];
  /** The groups in review. */
  inReview: G[];
  /** Whether every one of `openTaskIds` is among the groups' copies (when not, the counts are not the whole story). */
  isKnown: boolean;
}

/**
 * The groups of the task list (`groupTasks`, or `buildTaskList`'s entries) that hold some of
 * `openTaskIds` (a capability's or an application's), split by where they stand.
 */
export function openTasksOf<G extends TaskGroup>(groups: readonly G[], openTaskIds: readonly string[]): OpenTasks<G> {
  const open = new Set(openTaskIds);
  const holding = groups.filter((group) => [group.task, ...group.covers].some((task) => open.has(task.id)));
  const read = new Set(holding.flatMap((group) => [group.task, ...group.covers]).map((task) => task.id));
  return {
    toDo: holding.filter((group) => isToDo(group.state)),
    inReview: holding.filter((group) => group.state === 'in_review'),
    isKnown: openTaskIds.every((id) => read.has(id)),
  };
}

/** Whether the open tasks all wait on a review: none waits on the person, some are in review. */
const waitsOnReview = ({ toDo, inReview, isKnown }: OpenTasks<TaskGroup>) => isKnown && toDo.length === 0 && inReview.length > 0;

/**
 * Where a capability's open tasks stand, read from the task list (`buildTaskList`), so the
 * capability status and the task list never disagree: a task shared by several capabilities is one
 * entry, and a copy answered through another capability's waits on that review rather than on
 * the person.
 *
 * @example
 * const { toDo } = capabilityTasks(buildTaskList(tasks, capabilities), sepa);
 * toDo.length; // 0 once the person handed in ACH's copy of every shared task
 */
export function capabilityTasks(model: TaskListModel, capability: Capability): CapabilityTasks {
  const open = openTasksOf(model.entries, capability.openTaskIds);
  const { toDo, inReview, isKnown } = open;
  const resolution = capability.statusReason?.resolution;
  const waits = resolution === 'complete_tasks' && waitsOnReview(open);
  return {
    toDo,
    inReview,
    isKnown,
    status: waits && capability.status === 'restricted' ? 'pending' : capability.status,
    resolution: waits ? 'wait' : resolution,
    applications: capability.applications.map((application) =>
      application.status === 'action_required' && waitsOnReview(openTasksOf(model.entries, application.openTaskIds))
        ? { ...application, status: 'in_review', statusReason: { code: 'under_review', actor: 'operator', retryable: true } }
        : application,
    ),
  };
}
