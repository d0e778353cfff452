/**
 * The recipient and destination forms' errors by field name, for the model-form engine: the
 * client checks' (by pointer) and the server's (through `payeeFieldErrors`).
 */
import type { ModelServerErrors } from '../forms/modelFormErrors.js';
import type { FieldError } from '../schemas/index.js';
import { payeeFieldErrors, type PayeeProblem, type PayeeProblemError } from './payeeFieldErrors.js';
import type { PayeeError, PayeeFormModel } from './payeeFormModel.js';

function nameByPointer(model: PayeeFormModel | null): Map<string, string> {
  return new Map(model?.fields.map((field) => [field.pointer, field.name]));
}

const asFieldError = ({ pointer, code, message }: PayeeProblemError): FieldError => ({ pointer, code, message });

/**
 * The client's `errors` by the name of the field of `model` at their pointer (the first per
 * field); an error at a pointer the model has no field for keeps its pointer as its name, so it
 * still holds the submit back.
 *
 * @example
 * payeeProblemsByName(recipientFormModel('individual'), validateRecipient({ type: 'individual' })).firstName?.code; // 'required'
 */
export function payeeProblemsByName(model: PayeeFormModel | null, errors: readonly PayeeError[]): Partial<Record<string, PayeeError>> {
  const names = nameByPointer(model);
  const problems: Partial<Record<string, PayeeError>> = {};
  for (const error of errors) problems[names.get(error.pointer) ?? error.pointer] ??= error;
  return problems;
}

/**
 * A server refusal placed on the fields of `model` (a recipient form without `method`, a
 * destination form of `method`) by name. Errors at another form's fields are left out, and the
 * form keeps only those with a pointer: the problem itself is the submit's error.
 *
 * @example
 * payeeServerErrors(destinationFormModel('ach'), error, 'ach').fields.routingNumber;
 */
export function payeeServerErrors(model: PayeeFormModel | null, problem: PayeeProblem, method?: string): ModelServerErrors {
  const placed = payeeFieldErrors(problem, method);
  const fields: Record<string, FieldError[]> = {};
  for (const field of model?.fields ?? []) {
    const errors = placed.fields[field.pointer];
    if (errors) fields[field.name] = errors.map(asFieldError);
  }
  return { fields, form: placed.form.filter((error) => error.pointer).map(asFieldError) };
}
