import type { ChangeEvent, FocusEvent, HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { TaskTextElement } from '../../hooks/forms/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { fieldsEn, type FieldsMessageId } from '../messages/areas/fields.en.js';
import { asText } from './controlValues.js';
import { partAria, partId } from '../../hooks/forms/fieldAria.js';
import type { TaskFieldControlProps } from './controlProps.js';
import { lengthLimitsOf } from './lengthLimits.js';
import { useTypedText, type TypedText } from '../shared/useTypedText.js';
import { part } from '../part.js';

/** Text at or under this many characters gets a one-line input; longer (or unbounded) text a text area. */
const SINGLE_LINE_LIMIT = 256;

/** How a text input looks and what the browser may fill in. */
export interface TextInputOptions {
  /**
   * The input's `type`.
   * @default 'text'
   */
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'url'>;
  /**
   * The `autocomplete` token (`given-name`, `email`, `tel`…).
   * @default 'off' for free text
   */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /**
   * The virtual keyboard to offer.
   * @default none
   */
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  /**
   * A hint under the input, read with it (e.g. the phone number format).
   * @default the length limits of the field, when it has any
   */
  hint?: string;
  /**
   * `true` for a multi-line text area, `false` for one line.
   * @default one line when the field's maximum length is 256 or less
   */
  isMultiline?: boolean;
  /**
   * What the text is kept as (trim a name, compact a phone number): the input shows what was
   * typed and rewrites it when it loses focus. Controlled, the value is normalised on every
   * keystroke, so the field's error is settled while the person types and the blur changes none;
   * given a `textBinding`, the binding keeps the normalised text (`useTaskTextField`'s `normalise`,
   * which `TaskFieldControl.normalise` passes to it).
   * @default none: the text stays as typed
   */
  normalise?: (text: string) => string;
}

interface TextElementProps {
  ref: (element: TaskTextElement | null) => void;
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<TaskTextElement>) => void;
  onBlur: (event: FocusEvent<TaskTextElement>) => void;
}

const asTyped = (text: string) => text;

/** The value wiring of the element: uncontrolled through `textBinding`, or controlled through `value` and `onChange`. */
function valueProps(props: TaskFieldControlProps & TextInputOptions, typed: TypedText): TextElementProps {
  const { textBinding: binding, normalise } = props;
  if (binding) {
    const onBlur = (event: FocusEvent<TaskTextElement>) => {
      const text = event.target.value;
      const normalised = normalise?.(text) ?? text;
      if (normalised !== text) {
        event.target.value = normalised;
        binding.onChange({ target: event.target, type: 'change' });
      }
      binding.onBlur(event);
    };
    return { ref: binding.ref, name: binding.name, onChange: binding.onChange, onBlur: normalise ? onBlur : binding.onBlur };
  }
  const { value, onChange, onBlur } = props;
  return {
    ref: props.focusRef,
    name: props.field.id,
    value: normalise ? typed.shown('text', asText(value)) : asText(value),
    onChange: (event) => onChange(normalise ? typed.change('text', event.target.value) : event.target.value),
    onBlur: () => {
      typed.settle('text');
      onBlur();
    },
  };
}

/**
 * Any text input of a field: the value is the string as typed, or as `normalise` keeps it (the
 * input still shows what was typed until it loses focus, so a space typed before the next word
 * survives). Length limits are shown as a hint, not enforced by `maxlength`,
 * so a pasted value is never cut silently; the field's validator reports it. Given a
 * `textBinding`, the element is uncontrolled and typing re-renders nothing.
 */
export function TextInput(props: TaskFieldControlProps & TextInputOptions) {
  const { t } = useMessages(fieldsEn);
  const { field, type = 'text', autoComplete, inputMode } = props;
  const { id: controlId } = props.inputAria;
  const { min, max } = lengthLimitsOf(field);
  const hint = props.hint ?? (type === 'text' ? lengthHintFor(t, min, max) : undefined);
  const hintId = hint ? partId(controlId, 'hint') : undefined;
  const attributes = partAria(props.inputAria, { describedBy: hintId });
  const isMultiline = props.isMultiline ?? (type === 'text' && max !== null && max > SINGLE_LINE_LIMIT && field.kind === 'text');
  const typed = useTypedText(props.normalise ?? asTyped);
  const common = { ...attributes, ...valueProps(props, typed), autoComplete: autoComplete ?? 'off' };
  return (
    <>
      {isMultiline ? (
        <textarea {...common} {...part('task-field-textarea')} rows={3} />
      ) : (
        <input
          {...common}
          {...part('task-field-input')}
          type={type}
          inputMode={inputMode}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
      {hint && (
        <p {...part('task-field-hint')} id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}

function lengthHintFor(t: ComponentTranslate<FieldsMessageId>, min: number | null, max: number | null): string | undefined {
  if (min !== null && min > 1 && max !== null) return t('fields.hint.lengthBetween', { min, max });
  if (min !== null && min > 1) return t('fields.hint.lengthAtLeast', { min });
  if (max !== null) return t('fields.hint.lengthAtMost', { max });
  return undefined;
}

/**
 * A free-text answer (`text`): one line, or a text area when the text may be long; its length
 * limits as a hint under it. The same component as {@link TextInput} with its defaults (no
 * wrapper, so a long form mounts one component less per field).
 */
export const TextControl: (props: TaskFieldControlProps) => ReactNode = TextInput;
