import { useCallback, useMemo } from 'react';
import { fieldInputAria, fieldPartsProps } from './fieldAria.js';
import type { ModelFieldOptions, UseModelFieldResult, UseModelFormResult } from './modelFormTypes.js';

/**
 * One field of a `useModelForm` form (and so of `useRecipientForm`, `useDestinationForm`,
 * `useRelatedPartyForm`, `useQuoteForm`): its value binding, its error, and the props that make
 * it accessible (`labelProps`, `inputProps`, `descriptionProps`, `errorMessageProps`), the same
 * shape `useTaskField` gives. While the field is invalid, `inputProps` carry `aria-invalid` and
 * point `aria-describedby` at the error message; its `ref` lets a refused submit focus it.
 *
 * @param form What `useModelForm` (or a form hook built on it) returned.
 * @param name The field's name in the form's values.
 * @param options Whether the input is required and a description is shown.
 *
 * @example
 * function EmailField({ form }: { form: UseRecipientFormResult }) {
 *   const email = useModelField(form, 'email', { isRequired: true });
 *   return (
 *     <>
 *       <label {...email.labelProps}>Email</label>
 *       <input type="email" {...email.inputProps} value={String(email.value ?? '')} onChange={(event) => email.onChange(event.target.value)} />
 *       {email.isInvalid && <p {...email.errorMessageProps}>Check the email address.</p>}
 *     </>
 *   );
 * }
 */
export function useModelField<TValues extends object, TProblem>(
  form: UseModelFormResult<TValues, TProblem>,
  name: string,
  options: ModelFieldOptions = {},
): UseModelFieldResult<TProblem> {
  const { setValue, focusTargets, inputIdOf } = form;
  const parts = useMemo(() => fieldPartsProps(inputIdOf(name)), [inputIdOf, name]);
  const onChange = useCallback((value: unknown) => setValue(name, value), [setValue, name]);
  const ref = focusTargets.ref(name);
  const error = form.errors[name] ?? null;
  const isInvalid = error !== null;
  const inputAria = fieldInputAria(parts, {
    hasDescription: options.hasDescription ?? false,
    isInvalid,
    isRequired: options.isRequired ?? false,
    describedBy: options.describedBy,
  });
  return {
    name,
    value: (form.values as Record<string, unknown>)[name],
    onChange,
    ref,
    error,
    isInvalid,
    ...parts,
    inputProps: { ...inputAria, ref },
  };
}
