import { memo, type ReactElement } from 'react';
import { givenAnswerOf, type FormField } from '../../core/forms/index.js';
import { useTaskField, useTaskTextField } from '../../hooks/forms/index.js';
import { inputAriaOf } from '../../hooks/forms/fieldAria.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { ReadOnlyValue, type TaskFieldControl, type TaskFieldControlProps } from '../TaskFields/index.js';
import { RelatedPartyValue } from '../ResourceReference/index.js';
import { controlFor } from './controlFor.js';
import { useGivenAnswersContext } from './givenAnswersContext.js';
import { renderEditableField } from './renderEditableField.js';
import { requirementStatusBadge } from './taskFormLabels.js';
import { part } from '../part.js';

/** Props for {@link TaskFormField}. */
export interface TaskFormFieldProps {
  /** A field of the form's model; the form comes from the enclosing `TaskFormProvider`. */
  field: FormField;
}

interface EditableFieldProps extends TaskFormFieldProps {
  fieldControl: TaskFieldControl;
}

const controls = new WeakMap<FormField, TaskFieldControl>();

/** `controlFor(field)`, worked out once per field. */
function controlOf(field: FormField): TaskFieldControl {
  let fieldControl = controls.get(field);
  if (!fieldControl) {
    fieldControl = controlFor(field);
    controls.set(field, fieldControl);
  }
  return fieldControl;
}

const unused = () => undefined;

/** Whether the field shows its help as its description: a control that labels itself shows none. */
const describes = (field: FormField, fieldControl: TaskFieldControl) => field.help !== null && fieldControl.labelling !== 'self';

/** A text field bound uncontrolled: typing re-renders nothing; its error, absence or change mark re-render it. */
function TextTaskField({ field, fieldControl }: EditableFieldProps) {
  const { t } = useMessages(taskFormEn, fieldsEn, reasonsEn);
  const state = useTaskTextField(field, { description: describes(field, fieldControl), normalise: fieldControl.normalise });
  const binding = { value: undefined, onChange: unused, onBlur: unused, focusRef: unused, textBinding: state.binding };
  return renderEditableField({ t, fieldControl, state, inputAria: inputAriaOf(state.inputProps), binding });
}

/** Any other field, bound through its value: re-renders when its value changes. */
function ValueTaskField({ field, fieldControl }: EditableFieldProps) {
  const { t } = useMessages(taskFormEn, fieldsEn, reasonsEn);
  const state = useTaskField(field, { description: describes(field, fieldControl) });
  const binding: Pick<TaskFieldControlProps, 'value' | 'onChange' | 'onBlur' | 'focusRef'> = {
    value: state.value,
    onChange: state.onChange,
    onBlur: state.onBlur,
    focusRef: state.ref,
  };
  return renderEditableField({ t, fieldControl, state, inputAria: inputAriaOf(state.inputProps), binding });
}

function ReadOnlyTaskField({ field }: { field: FormField }) {
  const { t } = useMessages(taskFormEn);
  const badge = requirementStatusBadge(t, field.status);
  // The customer's value or the documents, else what the person gave in an earlier round.
  const given = givenAnswerOf(field, useGivenAnswersContext()?.get(field.requirementId));
  return (
    <div {...part('task-form-field')} data-kind={field.kind} data-readonly="" data-state={field.status}>
      <p {...part('task-form-label')}>
        {field.label} <Badge tone={badge.tone}>{badge.label}</Badge>
      </p>
      {given?.kind === 'value' ? (
        field.valueType === 'related_party' ? (
          <RelatedPartyValue id={given.value} />
        ) : (
          <ReadOnlyValue field={field} value={given.value} />
        )
      ) : (
        given && (
          <p {...part('read-only-value')} data-given={given.kind}>
            {t(given.kind === 'absent' ? 'taskForm.absent' : 'taskForm.answer.answered')}
          </p>
        )
      )}
    </div>
  );
}

const TextField = /* @__PURE__ */ memo(TextTaskField);
const ValueField = /* @__PURE__ */ memo(ValueTaskField);
const ReadOnlyField = /* @__PURE__ */ memo(ReadOnlyTaskField);

/**
 * One field of a task form: the label (a `<label>`, a `<fieldset>` legend, or none when the
 * control labels itself, per `controlFor(field).labelling`), "optional" on an optional ask (a
 * required one has no marker: see `TaskFormRequiredHint`), the
 * help, the reviewer's feedback, the control, "I don't have this" when the ask allows absence
 * (it disables the control), and the error. After a revision conflict a changed ask carries a
 * "Changed" badge. A read-only requirement (satisfied, in review) shows its status and the answer
 * instead of a control: the customer's value or the documents, else in a later round what the
 * person gave before (`useGivenAnswers`, through the enclosing `TaskForm`), or "Answered" when the
 * API gives that answer back without its value. A text field is bound uncontrolled (`useTaskTextField`), so typing in it
 * re-renders nothing; any other field re-renders only when its own value, error or absence
 * changes.
 */
export function TaskFormField(props: TaskFormFieldProps): ReactElement {
  return taskFormFieldElement(props);
}

/**
 * The element of {@link TaskFormField} with its own memoised field component, for a list of
 * fields: a section renders this rather than `<TaskFormField>`, so a field is one component deep.
 */
export function taskFormFieldElement({ field }: TaskFormFieldProps, key?: string): ReactElement {
  if (field.isReadOnly) return <ReadOnlyField key={key} field={field} />;
  const fieldControl = controlOf(field);
  return fieldControl.binding === 'text' ? (
    <TextField key={key} field={field} fieldControl={fieldControl} />
  ) : (
    <ValueField key={key} field={field} fieldControl={fieldControl} />
  );
}
