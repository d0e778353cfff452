import type { ChangeEvent, ReactNode } from 'react';
import type { FormField } from '../../core/forms/index.js';
import type { TaskFieldError, TaskFieldParts } from '../../hooks/forms/index.js';
import type { FieldInputAria } from '../../hooks/forms/fieldAria.js';
import { Badge } from '../primitives/Badge/Badge.js';
import { FieldError } from '../primitives/FieldError/FieldError.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { TaskFormMessageId } from '../messages/areas/taskForm.en.js';
import type { FieldsMessageId } from '../messages/areas/fields.en.js';
import type { ReasonsMessageId } from '../messages/areas/reasons.en.js';
import type { TaskFieldControl, TaskFieldControlProps } from '../TaskFields/index.js';
import { fieldErrorText } from './errorText.js';
import { feedbackNote } from './feedbackNote.js';
import { part } from '../part.js';

type Translate = ComponentTranslate<TaskFormMessageId | FieldsMessageId | ReasonsMessageId>;

/** The words every field repeats, looked up once per translator rather than once per field. */
interface FieldWords {
  optional: string;
  changed: string;
  absent: string;
}

const wordsByTranslator = new WeakMap<Translate, FieldWords>();

function fieldWords(t: Translate): FieldWords {
  let words = wordsByTranslator.get(t);
  if (!words) {
    words = { optional: t('common.optional'), changed: t('taskForm.changed'), absent: t('taskForm.absent') };
    wordsByTranslator.set(t, words);
  }
  return words;
}

/** What a field hook gives the frame: its state and the props of its accessible parts. */
interface FieldState extends TaskFieldParts {
  field: FormField;
  error: TaskFieldError | null;
  isAbsent: boolean;
  setAbsent: (isAbsent: boolean) => void;
  clearError: () => void;
  isChanged: boolean;
}

/** The parts of an editable field, from `TaskFormField`. */
export interface EditableFieldParts {
  t: Translate;
  fieldControl: TaskFieldControl;
  state: FieldState;
  /** The ARIA of the hook's `inputProps`, for the control. */
  inputAria: FieldInputAria;
  /** How the control's value is bound: controlled props, or an uncontrolled `textBinding`. */
  binding: Pick<TaskFieldControlProps, 'value' | 'onChange' | 'onBlur' | 'focusRef' | 'textBinding'>;
}

/**
 * "optional" beside the label of an ask that may be left empty, read with it. Required asks carry
 * no marker: most asks are required, so the form says once that every question is unless marked
 * optional, and each control's `aria-required` tells assistive technology. A field that offers
 * "I don't have this" carries neither: the box says so.
 */
function optionalMarker(field: FormField, words: FieldWords): ReactNode {
  return field.required ? null : <span {...part('task-form-marker')}>{words.optional}</span>;
}

/**
 * The elements of an editable field around its control: label and marker, help, the reviewer's
 * feedback, "I don't have this" and the error. A plain function rather than a component, so a
 * field is one component deep: a long form mounts hundreds of them.
 */
export function renderEditableField({ t, fieldControl, state, inputAria, binding }: EditableFieldParts): ReactNode {
  const { field, isAbsent, isChanged, isInvalid } = state;
  const controlId = inputAria.id;
  const { Control: FieldControl, labelling } = fieldControl;
  const words = fieldWords(t);
  const errorText = fieldErrorText(t, state.error, field);
  const showHelp = field.help !== null && labelling !== 'self';
  const feedback = field.reviewFeedback;
  const changedBadge = isChanged && <Badge tone="info">{words.changed}</Badge>;

  // Plain text when there is nothing beside it, and the parts below as direct children rather than
  // fragments: each fragment is one more fiber per field, and a long form mounts hundreds.
  const label: ReactNode =
    field.required && !changedBadge ? (
      field.label
    ) : (
      <>
        {field.required ? field.label : `${field.label} `}
        {optionalMarker(field, words)}
        {changedBadge && <> {changedBadge}</>}
      </>
    );
  const help = showHelp && (
    <p {...part('task-form-field-description')} {...state.descriptionProps}>
      {field.help}
    </p>
  );
  const feedbackElement = feedback && feedbackNote(t, feedback, state.feedbackProps.id);
  const control = <FieldControl field={field} {...binding} inputAria={inputAria} onNewAttempt={state.clearError} />;
  const absence = field.allowsAbsence && (
    <div {...part('task-form-absent')}>
      <input
        id={`${controlId}-absent`}
        type="checkbox"
        checked={isAbsent}
        onChange={(event: ChangeEvent<HTMLInputElement>) => state.setAbsent(event.target.checked)}
      />
      <label htmlFor={`${controlId}-absent`}>{words.absent}</label>
    </div>
  );
  const error = isInvalid && <FieldError {...state.errorMessageProps}>{errorText}</FieldError>;
  const attributes = {
    'data-slot': 'task-form-field',
    className: 'paykit-task-form-field',
    'data-kind': field.kind,
    'data-invalid': isInvalid || undefined,
    'data-changed': isChanged || undefined,
    'data-state': isAbsent ? 'absent' : undefined,
  };

  if (labelling === 'fieldset') {
    return (
      <fieldset {...attributes}>
        <legend {...part('task-form-label')} id={state.labelProps.id}>
          {label}
        </legend>
        {help}
        {feedbackElement}
        {control}
        {absence}
        {error}
      </fieldset>
    );
  }
  return (
    <div {...attributes}>
      {labelling === 'label' ? (
        <label {...part('task-form-label')} {...state.labelProps}>
          {label}
        </label>
      ) : (
        (isChanged || !field.required) && (
          <p {...part('task-form-label')}>
            {changedBadge} {optionalMarker(field, words)}
          </p>
        )
      )}
      {help}
      {feedbackElement}
      {control}
      {absence}
      {error}
    </div>
  );
}
