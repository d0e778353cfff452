import type { Partition } from '../../../Partition.js';
import { tasksOf, type CapabilityRecord, type TaskRecord } from '../../onboarding/store.js';

/** The capability's open tasks, in the order `openTaskIds` lists them. */
function openTasksOf(partition: Partition, capability: CapabilityRecord): TaskRecord[] {
  const tasks = tasksOf(partition);
  return capability.openTaskIds.map((id) => tasks.get(id)).filter((task): task is TaskRecord => task !== undefined);
}

/** The document types the task's unanswered document asks accept, each once. */
function documentTypesOf(task: TaskRecord): string[] {
  const types = task.requirements
    .filter((requirement) => requirement.status === 'action_required' && requirement.request.type === 'document')
    .flatMap((requirement) => requirement.request.constraints?.acceptedDocumentTypes ?? []);
  return [...new Set(types)];
}

/**
 * The v1 `requiredDocuments` of a rail: the document types its capability's open tasks still ask
 * for (alternatives included: any one of a group answers it), each once.
 */
export function requiredDocumentsOf(partition: Partition, capability: CapabilityRecord): string[] {
  return [...new Set(openTasksOf(partition, capability).flatMap(documentTypesOf))];
}

/** One v2 `requirements[]` item: an open v3 task of the rail's capability. */
export interface RailRequirement {
  taskId: string;
  category: string | null;
  status: string;
  requiredDocuments: string[];
}

/** The v2 `requirements` of a rail application: its capability's open tasks, each with the documents it asks for. */
export function railRequirementsOf(partition: Partition, capability: CapabilityRecord): RailRequirement[] {
  return openTasksOf(partition, capability).map((task) => ({
    taskId: task.id,
    category: task.category ?? null,
    status: task.status,
    requiredDocuments: documentTypesOf(task),
  }));
}
