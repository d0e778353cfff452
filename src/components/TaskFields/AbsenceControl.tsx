import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { confirmCheckbox } from './confirmCheckbox.js';
import { partAria, partId } from '../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from './controlProps.js';

/**
 * An ask whose only answer is absence (`absence`, e.g. "I have no tax identification number."):
 * a note that nothing needs entering, read with a checkbox whose label is the prompt (or, without
 * one, a generic "this does not apply to me"). Ticking it is the answer: the value is `true`
 * when ticked and `undefined` otherwise, and the form sends an `absence` answer for it. A
 * checkbox rather than a note alone, so nobody declares an absence without saying so.
 */
export function AbsenceControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  const noteId = partId(props.inputAria.id, 'note');
  return (
    <div data-slot="task-field-absence" className="paykit-task-field-absence" data-invalid={props.inputAria['aria-invalid']}>
      <p data-slot="task-field-hint" className="paykit-task-field-hint" id={noteId}>
        {t('fields.absence.note')}
      </p>
      {confirmCheckbox(
        { ...props, inputAria: partAria(props.inputAria, { describedBy: noteId }) },
        props.field.prompt ?? t('fields.absence.confirm'),
      )}
    </div>
  );
}
