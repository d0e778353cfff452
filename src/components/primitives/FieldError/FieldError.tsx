import type { ComponentPropsWithRef } from 'react';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link FieldError}: any `<p>` attribute; the message is `children`. */
export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/**
 * A field's error message, announced as it appears (`role="alert"`). Renders nothing at all
 * when there is no message (`null`, `undefined`, `false` or `''`), so a valid field carries no
 * empty alert.
 */
export const FieldError = forwardRefAsProp(function FieldError({ children, ...props }: FieldErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" {...props} {...part('field-error', props)}>
      {children}
    </p>
  );
});
