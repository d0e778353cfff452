import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '../../../hooks/useMessages.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link Spinner}. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * What is loading, announced politely to assistive technology.
   * @default the `spinner.label` message ("Loading")
   */
  label?: string;
  /**
   * `md` follows the surrounding font size; `lg` doubles it.
   * @default 'md'
   */
  size?: 'md' | 'lg';
}

/**
 * A loading indicator: a ring drawn by the stylesheet (a slow fade when the person prefers
 * reduced motion) and a visually hidden label inside a `role="status"` live region.
 */
export const Spinner = forwardRefAsProp(function Spinner({ label, size = 'md', ...props }: SpinnerProps) {
  const { t } = useMessages();
  return (
    <span role="status" data-size={size} {...props} {...part('spinner', props)}>
      <VisuallyHidden>{label ?? t('spinner.label')}</VisuallyHidden>
    </span>
  );
});
