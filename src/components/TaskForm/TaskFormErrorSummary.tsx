import type { PaykitError } from '../../core/client/index.js';
import type { FieldError } from '../../core/schemas/index.js';
import { useTaskFormErrors } from '../../hooks/forms/index.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { summaryItems } from './errorText.js';
import { FormErrorSummary } from '../shared/FormErrorSummary/FormErrorSummary.js';

/** Props for {@link TaskFormErrorSummary}. */
export interface TaskFormErrorSummaryProps {
  /** `submitError` of `useTaskForm`: the server's refusal, or a failure that never reached it. */
  error: PaykitError | null;
  /** `formErrors` of `useTaskForm`: the server's errors no field owns. */
  formErrors: readonly FieldError[];
}

/**
 * The error summary of a task form after a failed submit, kept current: it lists the errors the
 * fields have now (a field fixed leaves the list at once) and goes away when none is left and
 * nothing else is wrong. Only this component follows the errors; the form and its sections do
 * not re-render for them.
 */
export function TaskFormErrorSummary({ error, formErrors }: TaskFormErrorSummaryProps) {
  const { t } = useMessages(taskFormEn, fieldsEn);
  const entries = useTaskFormErrors();
  const items = summaryItems(t, entries);
  // A refusal that named fields is all fixed once they are; a failure that named none stays said.
  const namedFields = error === null || error.errors.length > 0;
  if (items.length === 0 && formErrors.length === 0 && namedFields) return null;
  return <FormErrorSummary items={items} formErrors={formErrors} error={error} />;
}
