import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useMessages } from '../../../hooks/useMessages.js';
import type { Tone } from '../../tone.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { CloseIcon } from '../CloseIcon.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link Callout}: any `<div>` attribute plus the ones below; `children` is the body. */
export interface CalloutProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** @default 'info' */
  tone?: Tone;
  /**
   * A short summary shown in bold above the body.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Actions under the body, such as a kit `Button`.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * When given, the callout shows a dismiss button; pressing it hides the callout and calls this.
   * @default undefined (not dismissible)
   */
  onDismiss?: () => void;
}

/**
 * A message about the surrounding content. Only the `danger` tone uses `role="alert"`: an alert
 * interrupts whatever the person is hearing, which is right for a failure they must act on and
 * wrong for news, success or a warning, which are announced politely (`role="status"`).
 */
export const Callout = forwardRefAsProp(function Callout({ tone = 'info', title, action, onDismiss, children, ...props }: CalloutProps) {
  const { t } = useMessages();
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed) return null;

  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone} {...props} {...part('callout', props)}>
      {title != null && <p {...part('callout-title')}>{title}</p>}
      {children != null && <div {...part('callout-body')}>{children}</div>}
      {action != null && <div {...part('callout-action')}>{action}</div>}
      {onDismiss && (
        <button
          type="button"
          {...part('callout-dismiss')}
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        >
          <CloseIcon />
          <VisuallyHidden>{t('callout.dismiss')}</VisuallyHidden>
        </button>
      )}
    </div>
  );
});
