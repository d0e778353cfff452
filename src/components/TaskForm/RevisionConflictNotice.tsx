import type { ComponentPropsWithRef } from 'react';
import type { TaskFormModel } from '../../core/forms/index.js';
import type { TaskRevisionChange } from '../../hooks/forms/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link RevisionConflictNotice}: any `<div>` attribute plus the ones below. */
export interface RevisionConflictNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** What changed, from `useTaskForm().conflict`. */
  conflict: TaskRevisionChange;
  /** The model of the newer revision, to name changed and added fields by their labels. */
  model: TaskFormModel | undefined;
}

/**
 * Says that the task changed while the person was answering: which questions changed, which are
 * new and which are no longer asked, by their labels, and that their answers are kept.
 */
export const RevisionConflictNotice = forwardRefAsProp(function RevisionConflictNotice({
  conflict,
  model,
  ...props
}: RevisionConflictNoticeProps) {
  const { t, i18n } = useMessages(taskFormEn);
  const labels = (ids: readonly string[]) => ids.map((id) => model?.fieldsById.get(id)?.label ?? id);
  const lines = [
    { id: 'changed', names: labels(conflict.changedFieldIds), message: 'taskForm.conflict.changed' },
    { id: 'added', names: labels(conflict.addedFieldIds), message: 'taskForm.conflict.added' },
    { id: 'removed', names: conflict.removed.map((field) => field.label), message: 'taskForm.conflict.removed' },
  ] as const;
  return (
    <Callout tone="warning" title={t('taskForm.conflict.title')} {...props} {...part('task-form-conflict', props)}>
      {lines.some((line) => line.names.length > 0) && (
        <ul>
          {lines
            .filter((line) => line.names.length > 0)
            .map((line) => (
              <li key={line.id}>{t(line.message, { fields: i18n.formatList(line.names) })}</li>
            ))}
        </ul>
      )}
      <p>{t('taskForm.conflict.kept')}</p>
    </Callout>
  );
});
