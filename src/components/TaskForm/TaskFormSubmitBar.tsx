import { memo, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TaskFormSubmitBar}: any `<div>` attribute plus the ones below. */
export interface TaskFormSubmitBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * The submission is on its way: the submit button shows it, stays focusable and ignores clicks.
   * @default false
   */
  isPending?: boolean;
  /**
   * When given, a Cancel button calls it (leaving the form is the caller's decision).
   * @default undefined (no Cancel button)
   */
  onCancel?: () => void;
}

/** The actions under a task form: "Submit for review" (the form's submit button) and Cancel. */
export const TaskFormSubmitBar = /* @__PURE__ */ memo(
  forwardRefAsProp(function TaskFormSubmitBar({ isPending = false, onCancel, ...props }: TaskFormSubmitBarProps) {
    const { t } = useMessages(taskFormEn);
    return (
      <div {...props} {...part('task-form-actions', props)}>
        <Button type="submit" isPending={isPending} pendingLabel={t('taskForm.submitting')}>
          {t('taskForm.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('taskForm.cancel')}
          </Button>
        )}
      </div>
    );
  }),
);
