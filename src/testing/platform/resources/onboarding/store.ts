import type { Capability, Submission, Task, TaskHistoryEvent } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import { defineGroupIndex, recordsOfCustomer } from '../../GroupIndex.js';
import type { Partition } from '../../Partition.js';

/**
 * A stored capability, keyed `${customerId}:${capabilityId}`.
 * - `_tasksByApplication`: the tasks each application depends on (shared customer-level ones included).
 * - `_evaluationDue`: a fresh request whose status is settled from its tasks on the next tick.
 * - `_forcedRejected`: rejected by a sandbox status force rather than by a task.
 */
export type CapabilityRecord = Capability &
  Sequenced & {
    customerId: string;
    updatedAt: string;
    _tasksByApplication?: Record<string, string[]>;
    _evaluationDue?: boolean;
    _forcedRejected?: boolean;
  };

/** The secret half of a hosted session: the link token and when the link stops working. */
export interface SessionLink {
  token: string;
  expiresAtMs: number;
  /** When an in-review verification settles on its own (epoch ms), as an automated check would. */
  settlesAtMs?: number;
}

/**
 * A stored task. Session URLs are built at read time from `_sessionLinks`; the merchant-wide read
 * and the lists never show them.
 * - `_templateKey`: the template that made it, so shared customer-level tasks are found and reused.
 */
export type TaskRecord = Task &
  Sequenced & {
    customerId: string;
    updatedAt: string;
    _templateKey?: string;
    _sessionLinks?: Record<string, SessionLink>;
  };
/** A stored submission; `answers` keeps the full answers, lists redact them. */
export type SubmissionRecord = Submission & Sequenced & { customerId: string; updatedAt: string };
/** A stored task history event. */
export type TaskHistoryRecord = TaskHistoryEvent & Sequenced;

/** The collection key of a customer's capability. */
export const capabilityKey = (customerId: string, capabilityId: string) => `${customerId}:${capabilityId}`;
/** Capabilities of the partition, keyed by {@link capabilityKey}. */
export const capabilitiesOf = (partition: Partition) => partition.collection<CapabilityRecord>('capabilities');
/** Tasks of the partition, keyed by id. */
export const tasksOf = (partition: Partition) => partition.collection<TaskRecord>('tasks');
/** Submissions of the partition, keyed by id. */
export const submissionsOf = (partition: Partition) => partition.collection<SubmissionRecord>('submissions');
/** Task history events of the partition, keyed by id, in the order they happened. */
export const taskHistoryOf = (partition: Partition) => partition.collection<TaskHistoryRecord>('taskHistory');

const submissionsByTask = defineGroupIndex<SubmissionRecord>((submission) => submission.taskId);
const historyByTask = defineGroupIndex<TaskHistoryRecord>((event) => event.taskId);

/** The submissions of task `taskId`, oldest first (read from an index by task). */
export function submissionsOfTask(partition: Partition, taskId: string): SubmissionRecord[] {
  return submissionsByTask(submissionsOf(partition)).recordsOf(taskId);
}

/** The history events of task `taskId`, oldest first (read from an index by task). */
export function historyEventsOfTask(partition: Partition, taskId: string): TaskHistoryRecord[] {
  return historyByTask(taskHistoryOf(partition)).recordsOf(taskId);
}

/** The customer's capability `capabilityId`, if it was ever granted or requested. */
export function findCapability(partition: Partition, customerId: string, capabilityId: string): CapabilityRecord | undefined {
  return capabilitiesOf(partition).get(capabilityKey(customerId, capabilityId));
}

/** The customer's capabilities, in the order they were granted or requested. */
export function capabilitiesOfCustomer(partition: Partition, customerId: string): CapabilityRecord[] {
  return recordsOfCustomer(capabilitiesOf(partition), customerId);
}

/** The customer's tasks, oldest first. */
export function tasksOfCustomer(partition: Partition, customerId: string): TaskRecord[] {
  return recordsOfCustomer(tasksOf(partition), customerId);
}

/** Task statuses that still wait on someone: the ones `openTaskIds` lists. */
export const OPEN_TASK_STATUSES: readonly string[] = ['action_required', 'in_review'];

/** True while a task waits on the customer or on a review. */
export function isOpenTask(task: Pick<TaskRecord, 'status'>): boolean {
  return OPEN_TASK_STATUSES.includes(task.status);
}
