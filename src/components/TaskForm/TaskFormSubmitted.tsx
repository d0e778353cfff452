import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link TaskFormSubmitted}: any `<div>` attribute. */
export type TaskFormSubmittedProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'>;

/**
 * The confirmation after a successful submit, "Submitted for review", announced
 * (`role="status"`) and focused when it appears, since the form the person was in is gone.
 */
export const TaskFormSubmitted = forwardRefAsProp(function TaskFormSubmitted(props: TaskFormSubmittedProps) {
  const { t } = useMessages(taskFormEn);
  const ref = useRef<HTMLDivElement>(null);
  // The caller's ref too: a ref given to the notice must not replace the one that focuses it.
  const refs = useComposedRefs(ref, props.ref);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Callout tone="success" tabIndex={-1} title={t('taskForm.submitted')} {...props} {...part('task-form-submitted', props)} ref={refs}>
      {t('taskForm.submittedDetail')}
    </Callout>
  );
});
