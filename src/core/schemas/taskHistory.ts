import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, idSchema, listOf, optionalCount } from './primitives.js';
import { taskSchema } from './task.js';
import { taskStatuses } from './taskValues.js';

/** One recorded state of a task (`tskh_…`): the task's fields at that moment plus `taskId`. */
export const taskHistoryEventSchema = z.extend(taskSchema, {
  id: idSchema('tskh_'),
  taskId: idSchema('tsk_'),
  status: openEnum(taskStatuses),
  revision: optionalCount,
});

/** An application's task history, grouped by task. */
export const taskHistorySchema = z.looseObject({
  applicationId: z.nullish(idSchema('apl_')),
  capabilityId: z.nullish(capabilityIdSchema),
  tasks: listOf(
    z.looseObject({
      taskId: idSchema('tsk_'),
      events: listOf(taskHistoryEventSchema),
    }),
  ),
});

/** A task history event. */
export type TaskHistoryEvent = z.output<typeof taskHistoryEventSchema>;
/** Task history grouped by task. */
export type TaskHistory = z.output<typeof taskHistorySchema>;
