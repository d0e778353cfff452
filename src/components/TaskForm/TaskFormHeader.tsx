import { memo, type ComponentPropsWithRef } from 'react';
import type { TaskFormModel } from '../../core/forms/index.js';
import type { Task } from '../../core/schemas/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { knownReasonText } from '../text/index.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';
import { TaskFormRequiredHint } from './TaskFormRequiredHint.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TaskFormHeader}: any `<header>` attribute plus the ones below. */
export interface TaskFormHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  task: Task;
  /**
   * The task's form model, to count the answers the reviewer asked to change.
   * @default undefined (the remediation notice gives no count)
   */
  model?: TaskFormModel;
  /** The level of the task's name heading. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  /**
   * The id of the heading, for `aria-labelledby` on the form.
   * @default undefined
   */
  headingId?: string;
  /**
   * Say under the title that every question is required unless marked optional (when `model`
   * has a required ask): required asks carry no marker of their own. Turn it off where the
   * header heads no form (a task in review, a submitted one).
   * @default true
   */
  showsRequiredHint?: boolean;
}

function changesAsked(model: TaskFormModel | undefined): number {
  if (!model) return 0;
  let count = 0;
  for (const field of model.fieldsById.values()) if (field.reviewFeedback !== null && !field.isReadOnly) count += 1;
  return count;
}

/**
 * The top of a task: its name, why it is asked (the kit's words for a `reason.code` it knows), when it is due, and in a
 * remediation round (`remediationRound > 0`) how many answers the reviewer asked to change.
 */
export const TaskFormHeader = /* @__PURE__ */ memo(
  forwardRefAsProp(function TaskFormHeader({
    task,
    model,
    headingLevel,
    headingId,
    showsRequiredHint = true,
    ...props
  }: TaskFormHeaderProps) {
    const { t, i18n } = useMessages(taskFormEn, reasonsEn);
    // A reason code the kit does not know says nothing a person can use here: the task's name does.
    const reasonLine = task.reason ? knownReasonText(t, task.reason) : undefined;
    const due = task.dueAt ?? task.deadline?.at ?? null;
    const isRemediation = (task.remediationRound ?? 0) > 0 && task.status === 'action_required';
    return (
      <header {...props} {...part('task-form-header', props)}>
        <Heading level={headingLevel} id={headingId} {...part('task-form-title')}>
          {task.name?.trim() || t('taskForm.untitled')}
        </Heading>
        {reasonLine && <p {...part('task-form-reason')}>{reasonLine}</p>}
        {due !== null && <p {...part('task-form-due')}>{t('taskForm.due', { date: i18n.formatDate(due, { dateStyle: 'long' }) })}</p>}
        {showsRequiredHint && model && <TaskFormRequiredHint model={model} />}
        {isRemediation && <Callout tone="warning">{t('taskForm.remediation', { count: changesAsked(model) })}</Callout>}
      </header>
    );
  }),
);
