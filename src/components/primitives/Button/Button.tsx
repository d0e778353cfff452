import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { useMessages } from '../../../hooks/useMessages.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** The look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The height and padding of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props for {@link Button}: any `<button>` attribute plus the ones below. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * `primary` for the one main action, `secondary` beside it, `ghost` for quiet actions,
   * `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * The action is running: the button shows a spinner, sets `data-pending` and
   * `aria-disabled="true"` (it stays focusable), ignores clicks, and announces `pendingLabel`.
   * @default false
   */
  isPending?: boolean;
  /**
   * Announced through `role="status"` while pending.
   * @default the `button.pending` message ("Working…")
   */
  pendingLabel?: string;
  /**
   * Render the single child element (a link, a router `Link`) with the button's props and look
   * instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
}

/**
 * The kit's button. While `isPending` it keeps focus and its label, shows a spinner, ignores
 * clicks (the click never reaches any handler, so a form is not submitted twice) and announces
 * the pending label through a polite live region rendered right after it. The live region is a
 * sibling, not a child, because a button's children are presentational and may not be announced.
 */
export const Button = forwardRefAsProp(function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  asChild = false,
  type,
  onClickCapture,
  ...props
}: ButtonProps) {
  const { t } = useMessages();
  const Component = asChild ? Slot.Root : 'button';

  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClickCapture?.(event);
  };

  return (
    <>
      <Component
        data-variant={variant}
        data-size={size}
        type={asChild ? type : (type ?? 'button')}
        {...props}
        {...part('button', props)}
        data-pending={isPending || undefined}
        aria-disabled={isPending || props['aria-disabled']}
        onClickCapture={ignoreWhilePending}
      />
      <VisuallyHidden role="status">{isPending ? (pendingLabel ?? t('button.pending')) : ''}</VisuallyHidden>
    </>
  );
});
