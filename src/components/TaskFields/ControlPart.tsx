import type { ReactNode } from 'react';
import { part as partNamed } from '../part.js';

/** Props for {@link ControlPart}. */
export interface ControlPartProps {
  /** Which part of the control this is (`amount`, `line1`…): named `task-field-<part>` beside the shared `task-field-part`. */
  part: string;
  /** The id of the part's element, which the label points at. */
  id: string;
  label: ReactNode;
  /** The part's element. */
  children: ReactNode;
}

/** One labelled part of a control made of several (an address line, an amount and its currency). */
export function ControlPart({ part, id, label, children }: ControlPartProps) {
  return (
    <div {...partNamed('task-field-part', partNamed(`task-field-${part}`))}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
