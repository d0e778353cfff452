/**
 * The errors a payee form shows: the client checks' and the server's, placed on the model's
 * fields by pointer, in form order, ready for the fields and the error summary.
 */
import type { PayeeError, PayeeFieldErrors, PayeeFormModel } from '../../core/payees/index.js';
import type { FieldError } from '../../core/schemas/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { PayeesMessageId } from '../messages/areas/payees.en.js';
import type { ErrorSummaryItem } from '../shared/FormErrorSummary/index.js';
import { payeeErrorText, payeeFieldLabel } from './payeeText.js';

/** The errors of one payee form, as shown. */
export interface PayeeFormErrors {
  /** The message under each invalid field, by field name. */
  byName: Record<string, string>;
  /** A link per invalid field, in form order, for the error summary. */
  items: ErrorSummaryItem[];
  /** Server errors no field of the form owns. */
  formErrors: FieldError[];
  /** Whether the server's problem landed on at least one field. */
  hasServerFieldErrors: boolean;
}

/**
 * Places `clientErrors` (shown once the person tried to submit) and the server's `server`
 * placement on the fields of `model`; a client error wins over a server one on the same field.
 * `idOf` gives each field's control id, which the summary links to.
 */
export function payeeFormErrors(
  t: ComponentTranslate<PayeesMessageId>,
  model: PayeeFormModel,
  idOf: (name: string) => string,
  clientErrors: readonly PayeeError[],
  server: PayeeFieldErrors | null,
): PayeeFormErrors {
  const byName: Record<string, string> = {};
  const items: ErrorSummaryItem[] = [];
  let hasServerFieldErrors = false;
  for (const field of model.fields) {
    const client = clientErrors.find((error) => error.pointer === field.pointer);
    const serverError = server?.fields[field.pointer]?.[0];
    if (serverError && !client) hasServerFieldErrors = true;
    const error = client ?? serverError;
    if (!error) continue;
    const message = payeeErrorText(t, error);
    byName[field.name] = message;
    items.push({ key: field.name, targetId: idOf(field.name), text: `${payeeFieldLabel(t, field.name)}: ${message}` });
  }
  const formErrors = (server?.form ?? [])
    .filter((error) => error.pointer)
    .map(({ pointer, code, message }): FieldError => ({ pointer, code, message }));
  return { byName, items, formErrors, hasServerFieldErrors };
}
