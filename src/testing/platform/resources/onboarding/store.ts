import type { Capability, Submission, Task, TaskHistoryEvent } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import type { Partition } from '../../Partition.js';

/** A stored capability, keyed `${customerId}:${capabilityId}`. */
export type CapabilityRecord = Capability & Sequenced & { customerId: string; updatedAt: string };
/** A stored task. Session URLs live on the record; the merchant-wide read strips them. */
export type TaskRecord = Task & Sequenced & { customerId: string; updatedAt: string };
/** A stored submission; `answers` keeps the full answers, lists redact them. */
export type SubmissionRecord = Submission & Sequenced & { customerId: string; updatedAt: string };
/** A stored task history event. */
export type TaskHistoryRecord = TaskHistoryEvent & Sequenced;

export const capabilityKey = (customerId: string, capabilityId: string) => `${customerId}:${capabilityId}`;
export const capabilitiesOf = (partition: Partition) => partition.collection<CapabilityRecord>('capabilities');
export const tasksOf = (partition: Partition) => partition.collection<TaskRecord>('tasks');
export const submissionsOf = (partition: Partition) => partition.collection<SubmissionRecord>('submissions');
export const taskHistoryOf = (partition: Partition) => partition.collection<TaskHistoryRecord>('taskHistory');

/** The customer's capability `capabilityId`, if it was ever granted or requested. */
export function findCapability(partition: Partition, customerId: string, capabilityId: string): CapabilityRecord | undefined {
  return capabilitiesOf(partition).get(capabilityKey(customerId, capabilityId));
}
