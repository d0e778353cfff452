import type { FieldError } from '../../../core/schemas/index.js';
import type { ComponentTranslate } from '../../messages/index.js';
import type { TaskFormMessageId } from '../../messages/areas/taskForm.en.js';
import type { FieldsMessageId } from '../../messages/areas/fields.en.js';
import { humanize } from '../../text/index.js';

type Translate = ComponentTranslate<TaskFormMessageId | FieldsMessageId>;

/** What the server said about a value, as one line: its messages, or its codes in words. */
export function serverErrorText(t: Translate, errors: readonly FieldError[]): string {
  const lines = errors.map((error) => error.message?.trim() || (error.code ? humanize(error.code) : ''));
  const text = lines.filter((line) => line !== '').join(' ');
  return text === '' ? t('error.unexpected') : text;
}

/** One line of the error summary: what is wrong, and the id of the control to focus. */
export interface ErrorSummaryItem {
  key: string;
  /** The id of the control the link moves focus to. */
  targetId: string;
  text: string;
}
