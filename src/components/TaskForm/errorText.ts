import type { ChoiceGroup, FormField } from '../../core/forms/index.js';
import type { TaskFieldError, TaskFormErrorEntry, UseChoiceGroupResult } from '../../hooks/forms/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { TaskFormMessageId } from '../messages/areas/taskForm.en.js';
import type { FieldsMessageId } from '../messages/areas/fields.en.js';
import { fieldErrorCodeText, humanize, serverFieldErrorText } from '../text/index.js';
import { problemMessage } from '../TaskFields/index.js';
import type { ErrorSummaryItem } from '../shared/FormErrorSummary/index.js';

type Translate = ComponentTranslate<TaskFormMessageId | FieldsMessageId>;

/** A field's error as the sentence shown under it; `null` when the field is valid. */
export function fieldErrorText(t: Translate, error: TaskFieldError | null, field: FormField): string | null {
  if (error === null) return null;
  return error.source === 'client' ? problemMessage(t, error.problem, field) : serverFieldErrorText(t, error.errors);
}

const CLIENT_CHOICE_CODES: readonly string[] = ['choice_required', 'choice_ambiguous'];

/** Whether a group's error is the client's own choice problem (none or several answered). */
export function isChoiceProblem(error: NonNullable<UseChoiceGroupResult['error']>): boolean {
  return CLIENT_CHOICE_CODES.includes(error.code);
}

/** A choice group's error as the sentence shown under its radios; `null` when it is valid. */
export function groupErrorText(t: Translate, error: UseChoiceGroupResult['error']): string | null {
  if (error === null) return null;
  return isChoiceProblem(error) ? problemMessage(t, error) : fieldErrorCodeText(t, error.code);
}

/** The name of a choice group, for its legend and the error summary: its key in words. */
export function choiceGroupName(group: Pick<ChoiceGroup, 'id'>): string {
  return humanize(group.id);
}

/**
 * A label as the start of "label: message": its closing `?`, `.`, `:` (and the like) dropped, so
 * a question reads "What is your occupation: Enter an answer." rather than "?:".
 */
export function summaryLabel(label: string): string {
  const trimmed = label.replace(/[\s?.:;!…？。：；！]+$/u, '');
  return trimmed === '' ? label.trim() : trimmed;
}

/**
 * The lines of the error summary for the current errors (`useTaskFormErrors`), in form order:
 * "label: message" for a field, "group: choose one way to answer" for a group none or several of
 * whose members are answered, "group: what the server said" for a group the server refused.
 */
export function summaryItems(t: Translate, entries: readonly TaskFormErrorEntry[]): ErrorSummaryItem[] {
  return entries.map((entry): ErrorSummaryItem => {
    if (entry.type === 'field') {
      const { field } = entry;
      const message = fieldErrorText(t, entry.error, field) ?? '';
      return {
        key: `field:${field.id}`,
        targetId: entry.inputId,
        text: t('taskForm.summary.item', { label: summaryLabel(field.label), message }),
      };
    }
    const { group } = entry;
    const name = choiceGroupName(group);
    const text = isChoiceProblem(entry.error)
      ? t('taskForm.summary.group', { name })
      : t('taskForm.summary.item', { label: name, message: groupErrorText(t, entry.error) ?? '' });
    return { key: `group:${group.id}`, targetId: entry.inputId, text };
  });
}
