import type { ComponentPropsWithRef, MouseEvent } from 'react';
import type { PaykitError } from '../../../core/client/index.js';
import type { FieldError } from '../../../core/schemas/index.js';
import { Callout } from '../../primitives/Callout/Callout.js';
import { useMessages } from '../../messages/index.js';
import { fieldsEn } from '../../messages/areas/fields.en.js';
import { taskFormEn } from '../../messages/areas/taskForm.en.js';
import { errorReference, paykitErrorText, serverFieldErrorText } from '../../text/index.js';
import type { ErrorSummaryItem } from './errorSummaryText.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';
import { part } from '../../part.js';

/** Props for {@link FormErrorSummary}: any `<div>` attribute plus the ones below. */
export interface FormErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** The invalid fields and groups, in form order, each linking to its control. */
  items: readonly ErrorSummaryItem[];
  /**
   * Server errors no field owns (`formErrors` of `useTaskForm`).
   * @default []
   */
  formErrors?: readonly FieldError[];
  /**
   * The error of a submit the server refused or that never reached it; `null` after a submit the
   * client refused.
   * @default null
   */
  error?: PaykitError | null;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const target = event.currentTarget.ownerDocument.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

function isUnexpected(error: PaykitError): boolean {
  return error.kind !== 'problem' || (error.status ?? 0) >= 500;
}

/**
 * What stopped the last submit, announced as an alert: "Please correct N fields" with a link to
 * each invalid field or group (following a link moves focus to its control), the server's errors
 * no field owns, and for a failure the person cannot fix (network, timeout, a server error) what
 * happened and the reference to quote to support. Renders nothing when there is nothing to say.
 */
export const FormErrorSummary = forwardRefAsProp(function FormErrorSummary({
  items,
  formErrors = [],
  error = null,
  ...props
}: FormErrorSummaryProps) {
  const { t } = useMessages(taskFormEn, fieldsEn);
  const unexpected = error !== null && isUnexpected(error);
  if (items.length === 0 && formErrors.length === 0 && error === null) return null;

  let title = t('taskForm.summary.title', { count: items.length });
  if (unexpected) title = paykitErrorText(t, error);
  else if (error !== null) title = t('taskForm.summary.serverTitle');
  const showDetail = error !== null && !unexpected && items.length === 0 && formErrors.length === 0;
  const reference = unexpected || showDetail ? errorReference(t, error) : null;

  return (
    <Callout tone="danger" title={title} {...props} {...part('task-form-error-summary', props)}>
      {(items.length > 0 || formErrors.length > 0) && (
        <ul {...part('task-form-error-list')}>
          {items.map((item) => (
            <li key={item.key}>
              <a href={`#${item.targetId}`} onClick={(event) => focusTarget(event, item.targetId)}>
                {item.text}
              </a>
            </li>
          ))}
          {formErrors.map((formError, index) => (
            <li key={`form:${index}`}>{serverFieldErrorText(t, [formError])}</li>
          ))}
        </ul>
      )}
      {showDetail && <p>{t('taskForm.summary.serverDetail')}</p>}
      {reference && <p {...part('task-form-reference')}>{reference}</p>}
    </Callout>
  );
});
