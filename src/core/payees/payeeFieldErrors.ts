/**
 * Places a server problem on the recipient or destination form: `errors[]` by pointer, and the
 * problems that carry no pointer but are about known fields (names, the recipient's address, the
 * wallet's network) on those fields. What no field owns goes to the form.
 */
import { destinationFormModel } from './destinationFormModel.js';
import { recipientFormModel, payoutAddressParts } from './recipientFormModel.js';

/** A field-level error as the server sends it in `errors[]`. */
export interface PayeeProblemError {
  readonly pointer?: string | null;
  readonly code?: string | null;
  readonly message?: string | null;
}

/** The parts of a problem+json body (or a `PaykitError`) that place errors on a payee form. */
export interface PayeeProblem {
  readonly code?: string | null;
  readonly title?: string | null;
  readonly detail?: string | null;
  readonly errors?: readonly PayeeProblemError[] | null;
  /** The address parts a `recipient_address_required` names, when the server lists them. */
  readonly missingAddressFields?: unknown;
}

/** A problem placed on a payee form. */
export interface PayeeFieldErrors {
  /** Errors by field pointer: the `pointer` of the form model's fields (`/details/iban`, `/firstName`). */
  fields: Record<string, PayeeProblemError[]>;
  /** Errors no field owns, and the problem itself when nothing else says what went wrong. */
  form: PayeeProblemError[];
}

const NAME_POINTERS = ['/firstName', '/lastName', '/companyName'];

function pointersOfForm(method: string | undefined): Set<string> {
  const models =
    method === undefined
      ? [recipientFormModel('individual'), recipientFormModel('business')]
      : [destinationFormModel(method), destinationFormModel(method, { country: 'DE' })];
  // `/type` is the method (or recipient type) choice.
  return new Set(['/type', ...models.flatMap((model) => model?.fields.map((field) => field.pointer) ?? [])]);
}

function missingAddressPointers(problem: PayeeProblem): string[] {
  const listed = Array.isArray(problem.missingAddressFields)
    ? problem.missingAddressFields.filter((part): part is string => typeof part === 'string')
    : [];
  return (listed.length > 0 ? listed : payoutAddressParts).map((part) => `/address/${part}`);
}

function wholeProblemPointers(problem: PayeeProblem, method: string | undefined): string[] {
  switch (problem.code) {
    case 'recipient_address_required':
      return missingAddressPointers(problem);
    case 'recipient_name_invalid':
      return NAME_POINTERS;
    case 'wallet_destination_not_supported':
      return [method === undefined || method === 'wallet' ? '/details/network' : '/type'];
    default:
      return [];
  }
}

/**
 * Turns a problem from creating or updating a recipient (no `method`) or creating a destination
 * of `method` into errors by field pointer, so the form shows server errors where it shows its own
 * (`validateDestination` and `validateRecipient` use the same pointers).
 *
 * - `errors[]` items go to the field at their pointer; pointers the form has no field for go to `form`.
 * - Without `errors[]`: `recipient_name_invalid` goes to the name fields,
 *   `wallet_destination_not_supported` to the wallet's network (or `/type`, the method choice,
 *   for another method), `recipient_address_required` to the missing address parts; anything else
 *   (`recipient_destination_invalid`, `recipient_account_unsupported`, unknown codes) to `form`.
 * - `recipient_address_required` is about the recipient, so a destination form (with `method`),
 *   which has no address fields, also gets it on `form`.
 *
 * @example
 * payeeFieldErrors(error, 'ach').fields['/details/routingNumber'];
 * // [{ pointer: '/details/routingNumber', code: 'invalid_routing_number', message: '…' }]
 */
export function payeeFieldErrors(problem: PayeeProblem, method?: string): PayeeFieldErrors {
  const result: PayeeFieldErrors = { fields: {}, form: [] };
  const known = pointersOfForm(method);
  const place = (pointer: string, error: PayeeProblemError) => {
    (result.fields[pointer] ??= []).push(error);
  };
  const whole: PayeeProblemError = { pointer: null, code: problem.code ?? null, message: problem.detail ?? problem.title ?? null };
  const errors = problem.errors ?? [];
  for (const error of errors) {
    if (error.pointer && known.has(error.pointer)) place(error.pointer, error);
    else result.form.push(error);
  }
  if (errors.length > 0) return result;

  const pointers = wholeProblemPointers(problem, method);
  for (const pointer of pointers) place(pointer, { ...whole, pointer });
  if (pointers.length === 0 || (problem.code === 'recipient_address_required' && method !== undefined)) result.form.push(whole);
  return result;
}
