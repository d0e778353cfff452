import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { toPaykitError, type PaykitError } from '../../core/client/index.js';
import { placeModelFormErrors, type ModelServerErrors } from '../../core/forms/modelFormErrors.js';
import { fieldIdOf, fieldName } from './fieldNames.js';
import { showErrorsThenFocus, useFocusTargets } from './focusTargets.js';
import type { ModelFormSubmitStatus, ModelFormValues, UseModelFormOptions, UseModelFormResult } from './modelFormTypes.js';

// A name may hold `.` (`address.city`), which react-hook-form would read as a path: each value
// is kept under a plain key, as the task form keeps its answers.
function toHookValues(values: object): FieldValues {
  const result: FieldValues = {};
  for (const [name, value] of Object.entries(values)) result[fieldName(name)] = value;
  return result;
}

function fromHookValues<TValues extends object>(values: FieldValues): TValues {
  const result: ModelFormValues = {};
  for (const [name, value] of Object.entries(values)) result[fieldIdOf(name)] = value;
  return result as TValues;
}

/** Every `errors[]` item of a refusal on the form, none on a field. */
const errorsOnForm = (error: PaykitError): ModelServerErrors => ({
  fields: {},
  form: error.errors.map(({ pointer, code, message }) => ({ pointer, code, message })),
});

interface Refusal {
  error: PaykitError;
  placed: ModelServerErrors;
}

/**
 * The engine of the kit's model forms (recipient, destination, related party, quote) on
 * react-hook-form, the library task forms run on: the values as typed, the client's checks from a
 * pure `validate` (shown once a submit was tried, then on every change), the server's refusal
 * placed at its fields until the next submit, the submit state, and focus moved to the first
 * invalid field in form order through `focusTargets`. What the person typed is kept when the
 * submit fails. Bind each field with `useModelField`.
 *
 * @param options The form's pure parts: starting values, the fields shown, checks, where server errors go, and the send.
 *
 * @example
 * function NicknameForm({ save }: { save: (nickname: string) => Promise<unknown> }) {
 *   const form = useModelForm({
 *     defaultValues: { nickname: '' },
 *     fieldNames: () => ['nickname'],
 *     validate: (values) => (String(values.nickname).trim() === '' ? { nickname: 'required' } : {}),
 *     submit: (values) => save(String(values.nickname)),
 *   });
 *   const nickname = useModelField(form, 'nickname', { isRequired: true });
 *   return (
 *     <form noValidate onSubmit={form.onSubmit}>
 *       <label {...nickname.labelProps}>Nickname</label>
 *       <input {...nickname.inputProps} value={String(nickname.value)} onChange={(event) => nickname.onChange(event.target.value)} />
 *       {nickname.isInvalid && <p {...nickname.errorMessageProps}>Enter a nickname.</p>}
 *       <button type="submit">Save</button>
 *     </form>
 *   );
 * }
 */
export function useModelForm<TValues extends object, TProblem>(
  options: UseModelFormOptions<TValues, TProblem>,
): UseModelFormResult<TValues, TProblem> {
  const idPrefix = useId();
  const focusTargets = useFocusTargets();
  const [defaultHookValues] = useState(() => toHookValues(options.defaultValues));
  const { values: controlled, onValuesChange } = options;
  // Controlled values reach react-hook-form too, so a submit reads what is shown.
  const form = useForm<FieldValues>({ defaultValues: defaultHookValues, values: controlled && toHookValues(controlled) });
  const hookValues = useWatch({ control: form.control }) as FieldValues;
  const watched = useMemo(() => fromHookValues<TValues>(hookValues), [hookValues]);
  const values = controlled ?? watched;
  const [isAttempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<ModelFormSubmitStatus>('idle');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isSending = useRef(false);

  const names = options.fieldNames(values);
  const serverPlaced = refusal?.placed ?? options.externalErrors?.(values) ?? null;
  const placed = placeModelFormErrors(names, isAttempted ? options.validate(values) : {}, serverPlaced);

  const patchValues = useCallback(
    (patch: Partial<TValues>) => {
      for (const [name, value] of Object.entries(patch)) form.setValue(fieldName(name), value, { shouldDirty: true });
      onValuesChange?.(fromHookValues<TValues>(form.getValues()));
    },
    [form, onValuesChange],
  );
  const setValue = useCallback((name: string, value: unknown) => patchValues({ [name]: value } as Partial<TValues>), [patchValues]);
  const resetValues = useCallback(
    (next: TValues) => {
      form.reset(toHookValues(next), { keepDefaultValues: true });
      setAttempted(false);
      setRefusal(null);
      setStatus('idle');
    },
    [form],
  );
  const clearSubmitError = useCallback(() => setRefusal(null), []);
  const inputIdOf = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  const send = async (sent: TValues) => {
    const { fieldNames, validate, serverErrors = errorsOnForm, submit } = options;
    const problems = validate(sent);
    const shown = fieldNames(sent);
    if (Object.keys(problems).length > 0) {
      const invalid = shown.filter((name) => problems[name] !== undefined);
      showErrorsThenFocus(
        focusTargets,
        () => {
          setAttempted(true);
          setRefusal(null);
          setStatus('invalid');
        },
        invalid,
      );
      return;
    }
    setAttempted(true);
    setRefusal(null);
    setStatus('submitting');
    try {
      await submit(sent);
      setStatus('submitted');
    } catch (caught) {
      const error = toPaykitError(caught);
      const refused = { error, placed: serverErrors(error, sent) };
      const invalid = placeModelFormErrors(shown, {}, refused.placed).invalidNames;
      showErrorsThenFocus(
        focusTargets,
        () => {
          setRefusal(refused);
          setStatus(invalid.length > 0 ? 'invalid' : 'failed');
        },
        invalid,
      );
    }
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    // A form inside another (a dialog over a page's form) submits alone.
    event?.stopPropagation();
    if (isSending.current) return;
    isSending.current = true;
    void form
      .handleSubmit((hook) => send(fromHookValues<TValues>(hook)))()
      .finally(() => {
        isSending.current = false;
      });
  };

  return {
    values,
    setValue,
    patchValues,
    resetValues,
    errors: placed.byName,
    invalidNames: placed.invalidNames,
    hasServerFieldErrors: placed.hasServerFieldErrors,
    formErrors: serverPlaced?.form ?? [],
    submitStatus: status,
    submitError: refusal?.error ?? null,
    isSubmitting: status === 'submitting',
    isAttempted,
    onSubmit,
    clearSubmitError,
    focusTargets,
    inputIdOf,
  };
}
