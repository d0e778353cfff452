import { isPaykitError } from '../../core/client/index.js';
import {
  confirmFieldOfPointer,
  emptyConfirmFormValues,
  toConfirmDetails,
  validateConfirmForm,
  type ConfirmFieldMessage,
  type ConfirmFormField,
  type ConfirmFormValues,
} from '../../core/checkout/confirmFormModel.js';
import type { ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import type { FieldError } from '../../core/schemas/index.js';
import type { UseCheckoutResult } from '../money/useCheckout.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useConfirmForm}. */
export interface UseConfirmFormOptions {
  /** The checkout to confirm (`useCheckout()`), with a quote. */
  checkout: UseCheckoutResult;
  /** Whether the quote is a card pay-in: the hosted checkout's method and return address are then asked too. */
  isCard: boolean;
  /**
   * The merchant's https return address for a card pay-in's hosted checkout. When given, it is
   * sent as is and the form does not ask the payer for one (`fields` leaves `redirectUrl` out).
   * @default undefined (the `redirectUrl` field, for a screen that asks it)
   */
  redirectUrl?: string;
}

/** What {@link useConfirmForm} gives: the model-form state of the confirm step and its fields in order. */
export interface UseConfirmFormResult extends UseModelFormResult<ConfirmFormValues, ConfirmFieldMessage> {
  /** The fields shown, in form order: memo and reference, then for a card the method and return address. */
  fields: readonly ConfirmFormField[];
  /** Moves focus to a field (a notice's "fix the field" action). */
  focusField: (field: ConfirmFormField) => void;
}

const FIELDS: readonly ConfirmFormField[] = ['memo', 'externalId', 'checkoutMethod', 'redirectUrl'];
const CARD_FIELDS: ReadonlySet<ConfirmFormField> = new Set(['checkoutMethod', 'redirectUrl']);

function confirmServerErrors(checkout: UseCheckoutResult): ModelServerErrors | null {
  const { error, status } = checkout;
  if (status !== 'confirm_error' || !isPaykitError(error)) return null;
  const fields: Partial<Record<ConfirmFormField, FieldError[]>> = {};
  for (const { pointer, code, message } of error.errors) {
    const field = confirmFieldOfPointer(pointer);
    if (field) (fields[field] ??= []).push({ pointer, code, message });
  }
  return { fields, form: [] };
}

/**
 * A headless confirm step (what `<TransferCheckout>` renders around the quote): an optional memo
 * and reference, and for a card pay-in the hosted checkout's method and an https return address,
 * checked with `validateConfirmForm` before `checkout.confirm` creates the transfer (at most once:
 * the checkout keeps one idempotency key per quote). The checkout's refusal lands on the fields
 * its pointers name.
 *
 * @param options The checkout, and whether the quote is a card pay-in.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function ConfirmStep({ checkout }: { checkout: UseCheckoutResult }) {
 *   const form = useConfirmForm({ checkout, isCard: false });
 *   const memo = useModelField(form, 'memo');
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       <label {...memo.labelProps}>Memo</label>
 *       <input {...memo.inputProps} value={String(memo.value)} onChange={(event) => memo.onChange(event.target.value)} />
 *       {memo.isInvalid && <p {...memo.errorMessageProps}>Shorten the memo.</p>}
 *       <button type="submit">Confirm</button>
 *     </form>
 *   );
 * }
 */
export function useConfirmForm({ checkout, isCard, redirectUrl }: UseConfirmFormOptions): UseConfirmFormResult {
  const fields = FIELDS.filter((field) => (isCard || !CARD_FIELDS.has(field)) && (field !== 'redirectUrl' || redirectUrl === undefined));
  const form = useModelForm<ConfirmFormValues, ConfirmFieldMessage>({
    defaultValues: emptyConfirmFormValues,
    fieldNames: () => fields,
    validate: (values) => validateConfirmForm(values, isCard),
    externalErrors: () => confirmServerErrors(checkout),
    submit: (values) => checkout.confirm(toConfirmDetails(redirectUrl === undefined ? values : { ...values, redirectUrl }, isCard)),
  });
  const { focusTargets } = form;
  return { ...form, fields, focusField: (field) => void focusTargets.focusFirst([field]) };
}
