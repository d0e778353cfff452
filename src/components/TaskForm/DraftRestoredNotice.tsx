import type { ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link DraftRestoredNotice}: any `<div>` attribute plus the ones below. */
export interface DraftRestoredNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** Forgets the draft and empties the answers (`discardDraft` of `useTaskForm`). */
  onStartOver: () => void;
}

/**
 * Says, politely (`role="status"`), that the answers the person had started were restored from a
 * draft after a reload or a redirect, with "Start over" to forget them.
 */
export const DraftRestoredNotice = forwardRefAsProp(function DraftRestoredNotice({ onStartOver, ...props }: DraftRestoredNoticeProps) {
  const { t } = useMessages(taskFormEn);
  return (
    <Callout
      tone="info"
      title={t('taskForm.draft.restored')}
      action={
        <Button variant="secondary" size="sm" onClick={onStartOver}>
          {t('taskForm.draft.startOver')}
        </Button>
      }
      {...props}
      {...part('task-form-draft', props)}
    />
  );
});
