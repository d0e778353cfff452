import type { ComponentPropsWithRef } from 'react';
import type { TaskFormModel } from '../../core/forms/index.js';
import type { Task } from '../../core/schemas/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { reasonsEn, type ReasonsMessageId } from '../messages/areas/reasons.en.js';
import { humanize, knownReasonText } from '../text/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link TaskStatusNotice}: any `<div>` attribute plus the ones below. */
export interface TaskStatusNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** A task that takes no answers now: in review, satisfied, rejected, canceled or any other status. */
  task: Task;
  /**
   * The task's form model, to name the answers in review.
   * @default undefined
   */
  model?: TaskFormModel;
}

/** The reviewer's reasons for the rejected requirements, in the kit's words (codes it does not know say nothing). */
function uniqueReasons(t: ComponentTranslate<ReasonsMessageId>, task: Task): string[] {
  const reasons = task.requirements
    .filter((requirement) => requirement.status === 'rejected')
    .map((requirement) => (requirement.reviewFeedback ? knownReasonText(t, requirement.reviewFeedback) : undefined))
    .filter((reason): reason is string => reason !== undefined);
  return [...new Set(reasons)];
}

function InReview({ model }: { model: TaskFormModel | undefined }) {
  const { t } = useMessages(taskFormEn);
  const inReview = model ? [...model.fieldsById.values()].filter((field) => field.status === 'in_review') : [];
  return (
    <>
      {inReview.length > 0 && (
        <>
          <p>{t('taskForm.status.inReviewItems')}</p>
          <ul {...part('task-form-review-list')}>
            {inReview.map((field) => (
              <li key={field.id}>{field.label}</li>
            ))}
          </ul>
        </>
      )}
      <p>{t('taskForm.status.inReviewDetail')}</p>
    </>
  );
}

/**
 * Why a task shows no form: its answers are in review (and which), it is done, it was not
 * accepted (with the reviewer's reasons), it was canceled, or it has a status the kit does not
 * know, named in words. Announced politely (`role="status"`), never as an alert.
 */
export const TaskStatusNotice = forwardRefAsProp(function TaskStatusNotice({ task, model, ...props }: TaskStatusNoticeProps) {
  const { t } = useMessages(taskFormEn, reasonsEn);
  const common = { 'data-state': task.status, role: 'status', ...props, ...part('task-form-status', props) } as const;
  switch (task.status) {
    case 'in_review':
      return (
        <Callout tone="info" title={t('taskForm.status.in_review')} {...common}>
          <InReview model={model} />
        </Callout>
      );
    case 'satisfied':
      return (
        <Callout tone="success" title={t('taskForm.status.satisfied')} {...common}>
          {t('taskForm.status.satisfiedDetail')}
        </Callout>
      );
    case 'rejected': {
      const reasons = uniqueReasons(t, task);
      return (
        <Callout tone="danger" title={t('taskForm.status.rejected')} {...common}>
          {reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
          <p>{t('taskForm.status.rejectedDetail')}</p>
        </Callout>
      );
    }
    case 'canceled':
      return (
        <Callout tone="neutral" title={t('taskForm.status.canceled')} {...common}>
          {t('taskForm.status.canceledDetail')}
        </Callout>
      );
    default:
      return (
        <Callout tone="neutral" title={t('taskForm.status.unknown', { status: humanize(task.status).toLowerCase() })} {...common}>
          {t('taskForm.status.unknownDetail')}
        </Callout>
      );
  }
});
