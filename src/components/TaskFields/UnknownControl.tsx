import type { FormField } from '../../core/forms/index.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { asText } from './controlValues.js';
import { partAria, partId } from '../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from './controlProps.js';

const STRING_LIKE = new Set(['string', 'text', 'email', 'phone', 'url', 'country_code', 'currency_code', 'date']);

/**
 * Whether an answer the kit cannot shape may still be typed as plain text: its `valueType` is
 * absent or names a string (`string`, `text`, a code, a date).
 */
export function acceptsPlainText(field: FormField): boolean {
  return field.valueType === null || STRING_LIKE.has(field.valueType);
}

/**
 * The fallback for an ask the kit does not know (kind `unknown`, or a known kind it cannot shape):
 * it says what is asked (the prompt is the field's label; the note names the answer type as sent)
 * and, when the value is text-like or untyped, offers a plain text input so the person can still
 * answer. Otherwise it says the question cannot be answered here. It never throws and holds no
 * state, so the other fields are never blocked.
 */
export function UnknownControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  const { field, value, onChange, onBlur, focusRef } = props;
  const { id: controlId, 'aria-invalid': isInvalid } = props.inputAria;
  const noteId = partId(controlId, 'note');
  const isAnswerable = acceptsPlainText(field);
  const type = field.valueType === null || field.valueType === field.rawType ? field.rawType : `${field.rawType} (${field.valueType})`;
  if (!isAnswerable) {
    // Nothing to type: a failed submit focuses the note itself, so the person hears why.
    return (
      <div data-slot="task-field-unknown" className="paykit-task-field-unknown" data-invalid={isInvalid || undefined}>
        <p data-slot="task-field-hint" className="paykit-task-field-hint" id={controlId} ref={focusRef} tabIndex={-1}>
          {t('fields.unknown.cannotAnswer', { type })}
        </p>
      </div>
    );
  }
  return (
    <div data-slot="task-field-unknown" className="paykit-task-field-unknown" data-invalid={isInvalid || undefined}>
      <p data-slot="task-field-hint" className="paykit-task-field-hint" id={noteId}>
        {t('fields.unknown.answerAsText', { type })}
      </p>
      <input
        {...partAria(props.inputAria, { describedBy: noteId })}
        ref={focusRef}
        data-slot="task-field-input"
        className="paykit-task-field-input"
        type="text"
        name={field.id}
        autoComplete="off"
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
