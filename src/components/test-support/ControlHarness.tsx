import { useId, useState, type ReactNode } from 'react';
import type { FormField } from '../../core/forms/index.js';
import { fieldAria } from '../../hooks/forms/fieldAria.js';
import type { TaskFieldControl } from '../TaskFields/controlProps.js';

/** Props for {@link ControlHarness}. */
export interface ControlHarnessProps {
  field: FormField;
  control: TaskFieldControl;
  /** @default field.defaultValue */
  initialValue?: unknown;
  /** Told every value the control sends. */
  onValueChange?: (value: unknown) => void;
  onBlur?: () => void;
  focusRef?: (element: HTMLElement | null) => void;
  /** @default undefined (no description) */
  description?: string;
  /** @default undefined (valid) */
  error?: string;
  /** @default field.required */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default a generated id */
  controlId?: string;
}

/**
 * A field as the task form lays it out, for control tests: the value held in state, the label
 * per the control's labelling, a description and an error wired through `describedBy`.
 */
export function ControlHarness(props: ControlHarnessProps) {
  const { field, control, onValueChange, description, error } = props;
  const [value, setValue] = useState<unknown>('initialValue' in props ? props.initialValue : field.defaultValue);
  const { Control, labelling } = control;
  const generated = useId();
  const controlId = props.controlId ?? `${generated}control`;
  const aria = fieldAria({
    inputId: controlId,
    hasDescription: description !== undefined,
    isInvalid: error !== undefined,
    isRequired: props.isRequired ?? field.required,
    isDisabled: props.isDisabled ?? false,
  });
  const rendered = (
    <Control
      field={field}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      onBlur={props.onBlur ?? (() => undefined)}
      focusRef={props.focusRef ?? (() => undefined)}
      inputAria={aria.inputAria}
    />
  );
  let labelled: ReactNode = rendered;
  if (labelling === 'label') {
    labelled = (
      <>
        <label {...aria.labelProps}>{field.label}</label>
        {rendered}
      </>
    );
  } else if (labelling === 'fieldset') {
    labelled = (
      <fieldset>
        <legend id={aria.labelProps.id}>{field.label}</legend>
        {rendered}
      </fieldset>
    );
  }
  return (
    <div>
      {labelled}
      {description && <p {...aria.descriptionProps}>{description}</p>}
      {error && (
        <p {...aria.errorMessageProps} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
