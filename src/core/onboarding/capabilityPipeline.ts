import type { Application, Capability, Task, TaskHistory, TaskHistoryEvent } from '../schemas/index.js';
import { groupTasks, isToDo, type TaskGroup } from './taskListModel.js';

/**
 * A stage of a capability's pipeline: requested, its tasks, in review, then where it ends (ready,
 * or the terminal status it has: rejected, restricted, canceled, or `other` for a status the kit
 * does not know, shown neutrally).
 */
export type PipelineStageKind = 'requested' | 'tasks' | 'in_review' | 'ready' | 'rejected' | 'restricted' | 'canceled' | 'other';

/** Whether a stage is behind the capability, where it stands now, or ahead. */
export type PipelineStageState = 'done' | 'current' | 'upcoming';

/** One stage of a {@link CapabilityPipelineModel}. */
export interface PipelineStage {
  kind: PipelineStageKind;
  state: PipelineStageState;
  /** When the stage was reached (RFC 3339), when the capability, its application or its history say. */
  date?: string;
  /** `tasks` only: the pieces of work handed in (in review or accepted), each counted once. */
  handedIn?: number;
  /**
   * `tasks` only: the pieces of work of the application, each counted once; undefined while its
   * history is unknown, or when the capability ended with every task closed.
   */
  total?: number;
  /** `other` only: the status as the API sent it (never shown as is). */
  status?: string;
}

/** A capability's way from its request to its outcome, in order. */
export interface CapabilityPipelineModel {
  /** The application the pipeline follows: the capability's latest. */
  applicationId?: string;
  stages: PipelineStage[];
}

/** What {@link capabilityPipeline} reads. */
export interface CapabilityPipelineInput {
  capability: Capability;
  /** The task history of {@link pipelineApplication}'s application (`getApplicationHistory`), when read. */
  history?: TaskHistory;
  /**
   * The customer's tasks as they are now (`listTasks`), when read: a copy answered through another
   * capability's task counts as that one does, and the newest state wins over the history's.
   */
  tasks?: readonly Task[];
}

const TERMINAL = new Set(['rejected', 'canceled']);
const KNOWN = new Set(['pending', 'restricted', 'ready', 'rejected', 'canceled']);

/** The application a pipeline follows: the most recently created of the capability's (the last when undated). */
export function pipelineApplication(capability: Capability): Application | undefined {
  return capability.applications.reduce<Application | undefined>(
    (latest, application) => (!latest || (application.createdAt ?? '') >= (latest.createdAt ?? '') ? application : latest),
    undefined,
  );
}

/** When `events` (oldest first) last left `action_required`: the first later event in another status. */
function handedInAt(events: readonly TaskHistoryEvent[]): string | undefined {
  let lastOpen = -1;
  events.forEach((event, index) => {
    if (event.status === 'action_required') lastOpen = index;
  });
  const next = events[lastOpen + 1];
  return next ? (next.updatedAt ?? next.createdAt ?? undefined) : undefined;
}

const latestOf = (dates: readonly (string | undefined)[]) =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** The application's task groups (each piece of work once, as the task list has them) and when each was handed in. */
function historyGroups(
  history: TaskHistory,
  tasks: readonly Task[],
): { groups: TaskGroup[]; handedIn: Map<TaskGroup, string | undefined> } {
  const eventsByTask = new Map(history.tasks.map((entry) => [entry.taskId, entry.events] as const));
  const current = new Set(tasks.map((task) => task.id));
  const fromHistory = history.tasks.flatMap((entry) => {
    const latest = entry.events.at(-1);
    return latest && !current.has(entry.taskId) ? [{ ...latest, id: entry.taskId } as Task] : [];
  });
  const groups = groupTasks([...tasks, ...fromHistory]).filter((group) =>
    [group.task, ...group.covers].some((task) => eventsByTask.has(task.id)),
  );
  const handedIn = new Map(
    groups.map((group) => [group, latestOf([group.task, ...group.covers].map((task) => handedInAt(eventsByTask.get(task.id) ?? [])))]),
  );
  return { groups, handedIn };
}

/** The last stage: where the capability ends, or `ready` still ahead. */
function outcomeOf(capability: Capability): PipelineStageKind | undefined {
  const { status } = capability;
  if (!KNOWN.has(status)) return 'other';
  if (status === 'ready' || TERMINAL.has(status)) return status as PipelineStageKind;
  const resolution = capability.statusReason?.resolution;
  if (status === 'restricted' && resolution !== 'complete_tasks' && resolution !== 'wait') return 'restricted';
  return undefined;
}

/**
 * A capability's pipeline, with dates: requested → tasks n/m → in review → ready, or the terminal
 * status it has instead of ready (rejected, restricted with nothing to complete, canceled, or an
 * unknown status as `other`). The tasks are counted as the task list counts them (`groupTasks`): a
 * task shared by several capabilities, or one answered through another capability's copy, is one
 * piece of work. The stage before the outcome where work remains is `current`: the tasks while one
 * waits on the person, else the review.
 *
 * @example
 * const { stages } = capabilityPipeline({ capability: ach, history, tasks });
 * stages.map((stage) => [stage.kind, stage.state]); // [['requested','done'], ['tasks','done'], ['in_review','current'], ['ready','upcoming']]
 */
export function capabilityPipeline({ capability, history, tasks = [] }: CapabilityPipelineInput): CapabilityPipelineModel {
  const application = pipelineApplication(capability);
  const outcome = outcomeOf(capability);
  const { groups, handedIn } = history ? historyGroups(history, tasks) : { groups: [], handedIn: new Map<TaskGroup, string | undefined>() };
  const waiting = history
    ? groups.some((group) => isToDo(group.state))
    : capability.statusReason?.resolution === 'complete_tasks' && capability.status !== 'ready';
  const tasksDate = history && !waiting ? latestOf([...handedIn.values()]) : undefined;
  const reviewDate = application?.submittedAt ?? capability.submittedAt ?? tasksDate;
  const ended = outcome !== undefined;
  const stages: PipelineStage[] = [
    { kind: 'requested', state: 'done', date: application?.createdAt ?? capability.createdAt ?? undefined },
    {
      kind: 'tasks',
      state: !ended && waiting ? 'current' : 'done',
      date: tasksDate,
      // An ended capability whose tasks were all closed (canceled) has nothing to count.
      ...(history &&
        (groups.length > 0 || !ended) && { handedIn: groups.filter((group) => !isToDo(group.state)).length, total: groups.length }),
    },
  ];
  // The review stage is shown ahead of an open outcome, and behind an ended one only when it was reached.
  if (!ended || reviewDate) {
    stages.push({
      kind: 'in_review',
      state: ended ? 'done' : waiting ? 'upcoming' : 'current',
      date: ended || !waiting ? reviewDate : undefined,
    });
  }
  const endDate = capability.updatedAt ?? application?.updatedAt ?? undefined;
  stages.push(
    ended
      ? {
          kind: outcome,
          state: outcome === 'ready' ? 'done' : 'current',
          date: endDate,
          ...(outcome === 'other' && { status: capability.status }),
        }
      : { kind: 'ready', state: 'upcoming' },
  );
  return { applicationId: application?.id, stages };
}
