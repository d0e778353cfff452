import type { ReactElement } from 'react';
import type { ReviewFeedback } from '../../core/schemas/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { TaskFormMessageId } from '../messages/areas/taskForm.en.js';
import type { ReasonsMessageId } from '../messages/areas/reasons.en.js';
import { reviewFeedbackText } from '../text/index.js';
import { part } from '../part.js';

/**
 * The reviewer's feedback on an ask, as the note read with its control: the kit's words for its
 * code, or a neutral "check this answer" (never the reviewer's raw `message`). A plain function rather than a component, so a field stays one component deep.
 */
export function feedbackNote(
  t: ComponentTranslate<TaskFormMessageId | ReasonsMessageId>,
  feedback: ReviewFeedback,
  id: string,
): ReactElement {
  return (
    <p {...part('task-form-feedback')} data-tone="warning" id={id}>
      {t('taskForm.feedback', { message: reviewFeedbackText(t, feedback) })}
    </p>
  );
}
