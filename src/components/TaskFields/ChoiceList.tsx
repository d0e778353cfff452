import type { ReactNode } from 'react';
import { partAria, partId } from '../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from './controlProps.js';

/** One choice of a {@link ChoiceList}. */
export interface Choice {
  value: string;
  label: ReactNode;
}

/** Props for {@link ChoiceList}. */
export interface ChoiceListProps extends Omit<TaskFieldControlProps, 'value' | 'onChange' | 'field'> {
  /** Radios (one choice) or checkboxes (any number). */
  type: 'radio' | 'checkbox';
  /** The group's input name. */
  name: string;
  choices: readonly Choice[];
  /** Whether a choice is checked. */
  isChecked: (value: string) => boolean;
  /** Called with the choice's value and whether it is now checked. */
  onToggle: (value: string, isChecked: boolean) => void;
}

/**
 * A list of native radios or checkboxes, each labelled by its own `<label>`; the field around it
 * is a `<fieldset>` whose legend names the question. The first input takes `controlId` and the
 * focus ref. Radios carry the native `required` (ARIA has no `aria-required` on a radio); a
 * checkbox list marks nothing required, since no single box must be ticked.
 */
export function ChoiceList(props: ChoiceListProps) {
  const { type, name, choices, isChecked, onToggle, onBlur, focusRef } = props;
  const { id: controlId, 'aria-required': isRequired, 'aria-invalid': isInvalid } = props.inputAria;
  return (
    <div data-slot="task-field-choices" className="paykit-task-field-choices" data-invalid={isInvalid || undefined}>
      {choices.map((choice, index) => {
        const id = index === 0 ? controlId : partId(controlId, index);
        return (
          <div data-slot="task-field-choice" className="paykit-task-field-choice" key={choice.value}>
            <input
              {...partAria(props.inputAria, { id, isRequiredHere: false })}
              ref={index === 0 ? focusRef : undefined}
              type={type}
              name={name}
              value={choice.value}
              required={type === 'radio' && isRequired}
              checked={isChecked(choice.value)}
              onChange={(event) => onToggle(choice.value, event.target.checked)}
              onBlur={onBlur}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        );
      })}
    </div>
  );
}
