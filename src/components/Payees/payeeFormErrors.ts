/**
 * The error summary of a payee form: a link per invalid field, in form order, worded as the
 * field shows it, from the model-form engine's errors.
 */
import type { PayeeError, PayeeFormValues } from '../../core/payees/index.js';
import type { ModelFieldError, UseModelFormResult } from '../../hooks/forms/modelFormTypes.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { PayeesMessageId } from '../messages/areas/payees.en.js';
import type { ErrorSummaryItem } from '../shared/FormErrorSummary/index.js';
import { payeeErrorText, payeeFieldLabel } from './payeeText.js';

/** The message of a payee field's error: the client check's, or the server's first. */
export function payeeFieldErrorText(t: ComponentTranslate<PayeesMessageId>, error: ModelFieldError<PayeeError>): string {
  return payeeErrorText(t, error.source === 'client' ? error.problem : (error.errors[0] ?? {}));
}

/** The summary of a payee form's errors: its links, and whether to show it rather than the refusal's notice. */
export interface PayeeErrorSummary {
  /** A link per invalid field, in form order. */
  items: ErrorSummaryItem[];
  /** Whether a client check failed: the summary then says nothing of the last refusal. */
  hasClientErrors: boolean;
  /** Whether the summary shows: a client check failed, or the server's refusal landed on a field. */
  isShown: boolean;
}

/** The error summary of the recipient or destination `form`. */
export function payeeErrorSummary(
  t: ComponentTranslate<PayeesMessageId>,
  form: UseModelFormResult<PayeeFormValues, PayeeError>,
): PayeeErrorSummary {
  const items: ErrorSummaryItem[] = [];
  let hasClientErrors = false;
  for (const name of form.invalidNames) {
    const error = form.errors[name];
    if (!error) continue;
    if (error.source === 'client') hasClientErrors = true;
    items.push({ key: name, targetId: form.inputIdOf(name), text: `${payeeFieldLabel(t, name)}: ${payeeFieldErrorText(t, error)}` });
  }
  const isShown = (items.length > 0 || form.formErrors.length > 0) && (hasClientErrors || form.hasServerFieldErrors);
  return { items, hasClientErrors, isShown };
}
