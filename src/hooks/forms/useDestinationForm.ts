import { useCallback, useRef, useState } from 'react';
import {
  destinationFormModel,
  isDestinationMethod,
  payeeProblemsByName,
  payeeServerErrors,
  toCreateDestinationBody,
  validateDestination,
  type DestinationMethod,
  type PayeeError,
  type PayeeFormModel,
  type PayeeFormValues,
} from '../../core/payees/index.js';
import type { Destination } from '../../core/schemas/index.js';
import { useCreateDestination } from '../money/useCreateDestination.js';
import type { UseModelFormResult } from './modelFormTypes.js';
import { useModelForm } from './useModelForm.js';

/** Options of {@link useDestinationForm}. */
export interface UseDestinationFormOptions {
  /** The recipient (`rcp_…`) the destination is for. */
  recipientId: string;
  /**
   * The method chosen first; one the kit has no form for starts with none chosen.
   * @default undefined (the person chooses)
   */
  method?: string;
  /**
   * Called with the new destination, after the recipients and destinations were read again.
   * @default undefined
   */
  onSaved?: (destination: Destination) => void;
}

/** What {@link useDestinationForm} gives: the model-form state of the chosen method, and the choice. */
export interface UseDestinationFormResult extends UseModelFormResult<PayeeFormValues, PayeeError> {
  /** The method chosen (`ach`, `wire`, `sepa`, `wallet`), `''` before one is. */
  method: DestinationMethod | '';
  /** Chooses a method: its own draft comes back, and the other's is kept for when the person returns. */
  setMethod: (method: DestinationMethod) => void;
  /** The fields of the method, in order (bind each with `useModelField(form, field.name)`); `null` before a method is chosen. */
  model: PayeeFormModel | null;
}

/**
 * A headless destination form (what `<DestinationForm>` renders): a bank or wallet payout
 * account of a recipient, one draft per method (the same name, `country` or `accountNumber`,
 * means different things in each). Everything is checked with `validateDestination` before the
 * server is asked (ABA checksum, IBAN and BIC, the wallet address of the network's family); the
 * server's refusals land on their fields, focus moves to the first invalid field and what the
 * person typed is kept. A retry never adds the destination twice (`useCreateDestination`).
 * Choosing another method forgets the tried submit: its errors show once it is submitted.
 *
 * @param options The recipient, the method to start with, and what to do once saved.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AddIban({ recipientId }: { recipientId: string }) {
 *   const form = useDestinationForm({ recipientId, method: 'sepa' });
 *   const iban = useModelField(form, 'iban', { isRequired: true });
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       <label {...iban.labelProps}>IBAN</label>
 *       <input {...iban.inputProps} value={String(iban.value ?? '')} onChange={(event) => iban.onChange(event.target.value)} />
 *       {iban.isInvalid && <p {...iban.errorMessageProps}>Check the IBAN.</p>}
 *       <button type="submit">Add</button>
 *     </form>
 *   );
 * }
 */
export function useDestinationForm({ recipientId, method: initialMethod, onSaved }: UseDestinationFormOptions): UseDestinationFormResult {
  const [method, setMethodState] = useState<DestinationMethod | ''>(() =>
    initialMethod !== undefined && isDestinationMethod(initialMethod) ? initialMethod : '',
  );
  const drafts = useRef(new Map<string, PayeeFormValues>());
  const create = useCreateDestination({ onSuccess: (destination) => onSaved?.(destination) });
  const modelOf = (values: PayeeFormValues) => destinationFormModel(method, values);

  const form = useModelForm<PayeeFormValues, PayeeError>({
    defaultValues: {},
    fieldNames: (values) => modelOf(values)?.fields.map((field) => field.name) ?? [],
    validate: (values) => (modelOf(values) ? payeeProblemsByName(modelOf(values), validateDestination(method, values)) : {}),
    serverErrors: (error, values) => payeeServerErrors(modelOf(values), error, method),
    submit: (values) => {
      const body = toCreateDestinationBody(method, values);
      return body ? create.mutateAsync({ recipientId, body }) : undefined;
    },
  });

  const { values, resetValues } = form;
  const setMethod = useCallback(
    (next: DestinationMethod) => {
      if (next === method) return;
      drafts.current.set(method, values);
      setMethodState(next);
      resetValues(drafts.current.get(next) ?? {});
    },
    [method, values, resetValues],
  );
  return { ...form, method, setMethod, model: modelOf(values) };
}
