import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { Callout } from '../Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TaskFormSubmitted}: any `<div>` attribute. */
export type TaskFormSubmittedProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'>;

/**
 * The confirmation after a successful submit, "Submitted for review", announced
 * (`role="status"`) and focused when it appears, since the form the person was in is gone.
 */
export const TaskFormSubmitted = forwardRefAsProp(function TaskFormSubmitted(props: TaskFormSubmittedProps) {
  const { t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Callout ref={ref} tone="success" tabIndex={-1} title={t('taskForm.submitted')} data-part="task-form-submitted" {...props}>
      {t('taskForm.submittedDetail')}
    </Callout>
  );
});
