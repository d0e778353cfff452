import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import type { TaskFieldControlProps } from '../controlProps.js';
import { trimText } from '../controlValues.js';
import { TextInput } from '../TextControl.js';

/**
 * A phone number as the API takes it (E.164: `+`, the country code, the number): separators a
 * person types (spaces, dashes, dots, brackets) are dropped; anything else is left to the checks.
 */
export function normalisePhone(text: string): string {
  const compact = text.trim().replace(/[\s\-.()\u00a0]/g, '');
  return /^\+?\d+$/.test(compact) ? compact : text.trim();
}

/** Props for {@link NameControl}: the field's props and the autocomplete token of the name. */
export interface NameControlProps extends TaskFieldControlProps {
  /**
   * `given-name`, `family-name`, `additional-name`, `organization`…
   * @default 'off'
   */
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

/**
 * A name (first, middle or last name, a legal or trading name, a registration number): one line,
 * trimmed when it loses focus, since the API refuses names that start or end with a space.
 */
export function NameControl(props: NameControlProps) {
  return <TextInput {...props} isMultiline={false} normalise={trimText} />;
}

/** An email address: `type="email"`, the `email` autocomplete token, trimmed on blur. */
export function EmailControl(props: TaskFieldControlProps) {
  return <TextInput {...props} type="email" autoComplete="email" inputMode="email" normalise={trimText} />;
}

/**
 * A phone number: `type="tel"`, the `tel` autocomplete token and a hint on the international
 * format the API takes (E.164); separators are dropped on blur (see {@link normalisePhone}).
 */
export function PhoneControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  return <TextInput {...props} type="tel" autoComplete="tel" inputMode="tel" hint={t('fields.phone.hint')} normalise={normalisePhone} />;
}

/** A web address: `type="url"`, the `url` autocomplete token and a hint that it starts with https://. */
export function UrlControl(props: TaskFieldControlProps) {
  const { t } = useMessages(fieldsEn);
  return <TextInput {...props} type="url" autoComplete="url" inputMode="url" hint={t('fields.url.hint')} normalise={trimText} />;
}

/** A longer free text of the profile (a description of the activity, of the source of funds). */
export function NarrativeControl(props: TaskFieldControlProps) {
  return <TextInput {...props} isMultiline />;
}

/**
 * A whole number (a monthly count of payments): text with a numeric keyboard. The value is a
 * number once the text is digits only, and the text as typed otherwise, so the checks name it.
 */
export function IntegerControl(props: TaskFieldControlProps) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      isMultiline={false}
      onChange={(value) => {
        const text = typeof value === 'string' ? value.trim() : '';
        props.onChange(/^\d{1,15}$/.test(text) ? Number(text) : value);
      }}
    />
  );
}
