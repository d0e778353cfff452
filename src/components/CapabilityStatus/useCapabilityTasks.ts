import { useMemo } from 'react';
import { buildTaskList, capabilityTasks, type CapabilityTasks } from '../../core/onboarding/index.js';
import type { Capability } from '../../core/schemas/index.js';
import { useTasks } from '../../hooks/index.js';

/**
 * The capability's open tasks as the task list has them (`capabilityTasks` over the customer's
 * tasks), so the status and the list agree; `undefined` while the tasks load or when they cannot
 * be read.
 */
export function useCapabilityTasks(capability: Capability): CapabilityTasks | undefined {
  const { data: tasks } = useTasks();
  return useMemo(() => (tasks ? capabilityTasks(buildTaskList(tasks, [capability]), capability) : undefined), [tasks, capability]);
}
