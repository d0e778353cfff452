import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useMessages } from '../../../hooks/useMessages.js';
import type { FieldPartsProps } from '../../../hooks/forms/fieldAria.js';
import { FieldError } from '../FieldError/FieldError.js';
import type { FieldNecessity } from './Field.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link FieldFrame}: any `<div>` attribute (for the wrapper) plus the ones below. */
export interface FieldFrameProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The props of the label, description and error message, from a field hook (`useModelField`, `useTaskField`). */
  parts: Pick<FieldPartsProps, 'labelProps' | 'descriptionProps' | 'errorMessageProps'>;
  label: ReactNode;
  /** The control, already given the field hook's `inputProps`. */
  children: ReactNode;
  /** @default undefined */
  description?: ReactNode;
  /** The error message; the wrapper gets `data-invalid`. @default undefined */
  error?: ReactNode;
  /** @default undefined (no marker) */
  necessity?: FieldNecessity | undefined;
}

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * The parts of a labelled field around its control, tied by the ids of `parts`: the label with
 * its required or optional marker, the description and the error message (announced). The
 * control spreads the field hook's `inputProps` itself.
 */
export const FieldFrame = forwardRefAsProp(function FieldFrame({
  parts,
  label,
  description,
  error,
  necessity,
  children,
  ...props
}: FieldFrameProps) {
  const { t } = useMessages();
  const isInvalid = hasContent(error);
  return (
    <div data-invalid={isInvalid || undefined} {...props} {...part('field', props)}>
      <label {...part('field-label')} {...parts.labelProps}>
        {label}
        {necessity !== undefined && ' '}
        {necessity === 'required' && (
          <span {...part('field-marker')} aria-hidden="true">
            {t('field.required')}
          </span>
        )}
        {necessity === 'optional' && <span {...part('field-marker')}>{t('common.optional')}</span>}
      </label>
      {hasContent(description) && (
        <p {...part('field-description')} {...parts.descriptionProps}>
          {description}
        </p>
      )}
      {children}
      <FieldError {...parts.errorMessageProps}>{isInvalid ? error : null}</FieldError>
    </div>
  );
});
