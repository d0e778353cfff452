import type { ReactElement, ReactNode } from 'react';
import type { ModelFieldError, ModelFieldOptions, UseModelFieldResult, UseModelFormResult } from '../../../hooks/forms/modelFormTypes.js';
import { useModelField } from '../../../hooks/forms/useModelField.js';
import type { FieldNecessity } from './Field.js';
import { FieldFrame } from './FieldFrame.js';

/** Props for {@link ModelField}. */
export interface ModelFieldProps<TValues extends object, TProblem> extends Omit<ModelFieldOptions, 'isRequired' | 'hasDescription'> {
  /** The form (`useModelForm`, or a form hook built on it). */
  form: UseModelFormResult<TValues, TProblem>;
  /** The field's name in the form's values. */
  name: string;
  label: ReactNode;
  /** @default undefined */
  description?: ReactNode;
  /** `required` also marks the input `aria-required`. @default undefined (no marker) */
  necessity?: FieldNecessity;
  /** The words of the field's error. */
  errorText: (error: ModelFieldError<TProblem>) => string;
  /** The control, given the field hook's result: it spreads `inputProps` (all but `disabled`) on its element. */
  children: (field: UseModelFieldResult<TProblem>) => ReactElement;
}

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/** One labelled field of a model form, on `useModelField`: the frame takes the part props, the control spreads `inputProps`. */
export function ModelField<TValues extends object, TProblem>({
  form,
  name,
  label,
  description,
  necessity,
  errorText,
  children,
  ...options
}: ModelFieldProps<TValues, TProblem>) {
  const field = useModelField(form, name, { ...options, isRequired: necessity === 'required', hasDescription: hasContent(description) });
  return (
    <FieldFrame
      parts={field}
      label={label}
      description={description}
      error={field.error ? errorText(field.error) : undefined}
      necessity={necessity}
    >
      {children(field)}
    </FieldFrame>
  );
}
