import type { ReactElement } from 'react';

import type { TaskFieldControlProps } from './controlProps.js';

/**
 * A checkbox whose ticking is the answer (`true` when ticked, `undefined` otherwise), labelled by
 * `statement`; `isInvalidMark` marks its wrapper invalid when nothing around it does. A plain
 * function rather than a component, so a field is no deeper for it.
 */
export function confirmCheckbox(props: TaskFieldControlProps, statement: string, isInvalidMark?: true): ReactElement {
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId } = props.inputAria;
  return (
    <div data-slot="task-field-attestation" className="paykit-task-field-attestation" data-invalid={isInvalidMark}>
      <input
        {...props.inputAria}
        ref={focusRef}
        type="checkbox"
        name={field.id}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
        onBlur={onBlur}
      />
      <label htmlFor={controlId}>{statement}</label>
    </div>
  );
}
