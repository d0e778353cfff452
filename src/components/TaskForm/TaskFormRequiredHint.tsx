import { memo } from 'react';
import type { TaskFormModel } from '../../core/forms/index.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { part } from '../part.js';

/** Whether the person has a required ask to answer (read-only asks are done). */
function hasRequiredAsk(model: TaskFormModel): boolean {
  for (const field of model.fieldsById.values()) if (field.required && !field.isReadOnly) return true;
  return false;
}

/** Props for {@link TaskFormRequiredHint}. */
export interface TaskFormRequiredHintProps {
  /** The form model, from `useTaskForm` or `buildTaskForm`. */
  model: TaskFormModel;
}

/**
 * "Every question is required unless it is marked optional", once under the task's title: required asks
 * carry no marker of their own (most asks are required), optional ones say "optional".
 */
export const TaskFormRequiredHint = /* @__PURE__ */ memo(function TaskFormRequiredHint({ model }: TaskFormRequiredHintProps) {
  const { t } = useMessages(taskFormEn);
  if (!hasRequiredAsk(model)) return null;
  return <p {...part('task-form-required-hint')}>{t('taskForm.requiredHint')}</p>;
});
