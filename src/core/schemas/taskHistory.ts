import * as z from 'zod/mini';
import { openEnum } from './openEnum.js';
import { capabilityIdSchema, idSchema, listOf, optionalCount } from './primitives.js';
import { taskSchema } from './task.js';
import type { taskStatuses } from './taskValues.js';

/** One recorded state of a task (`tskh_…`): the task's fields at that moment plus `taskId`. */
export const taskHistoryEventSchema = /* @__PURE__ */ z.extend(taskSchema, {
  id: /* @__PURE__ */ idSchema('tskh_'),
  taskId: /* @__PURE__ */ idSchema('tsk_'),
  status: /* @__PURE__ */ openEnum<typeof taskStatuses>(),
  revision: optionalCount,
});

/** An application's task history, grouped by task. */
export const taskHistorySchema = /* @__PURE__ */ z.looseObject({
  applicationId: /* @__PURE__ */ z.nullish(/* @__PURE__ */ idSchema('apl_')),
  capabilityId: /* @__PURE__ */ z.nullish(capabilityIdSchema),
  tasks: /* @__PURE__ */ listOf(
    /* @__PURE__ */ z.looseObject({
      taskId: /* @__PURE__ */ idSchema('tsk_'),
      events: /* @__PURE__ */ listOf(taskHistoryEventSchema),
    }),
  ),
});

/** A task history event. */
export type TaskHistoryEvent = z.output<typeof taskHistoryEventSchema>;
/** Task history grouped by task. */
export type TaskHistory = z.output<typeof taskHistorySchema>;
