import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useMessages } from '../messages/index.js';
import { sessionQrEn } from '../messages/areas/sessionQr.en.js';
import { Button } from '../primitives/Button/Button.js';
import { QrCode } from '../primitives/QrCode/QrCode.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link HostedSessionQr}: any `<div>` attribute plus the link and what showing it does. */
export interface HostedSessionQrProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * The hosted page's link, as `useVerificationSession(task).link` gives it while the step waits on
   * the person (render nothing when that is `null`).
   */
  link: string;
  /**
   * Called each time the person shows the code. Pass `useVerificationSession`'s `continueElsewhere`,
   * so the page reads the task until the step moves and notices when the person finishes on the phone.
   * @default undefined
   */
  onShow?: () => void;
}

/**
 * A button that shows a QR code of a hosted session's link, to continue on a phone (the identity
 * check wants a camera): the code is named for screen readers and has the link written beneath it.
 * Its own part, which `<TaskForm>` and `<Onboarding>` do not render, so they do not carry the QR
 * encoder: place it yourself beside them (see the README, "Continue on a phone").
 */
export const HostedSessionQr = forwardRefAsProp(function HostedSessionQr({ link, onShow, ...props }: HostedSessionQrProps) {
  const { t } = useMessages(sessionQrEn);
  const [isShown, setShown] = useState(false);
  const bodyId = useId();
  const toggle = () => {
    if (!isShown) onShow?.();
    setShown(!isShown);
  };
  return (
    <div data-state={isShown ? 'shown' : 'hidden'} {...props} {...part('hosted-session-qr', props)}>
      <Button variant="secondary" size="sm" aria-expanded={isShown} aria-controls={bodyId} onClick={toggle}>
        {t(isShown ? 'sessionQr.hide' : 'sessionQr.show')}
      </Button>
      <div id={bodyId} hidden={!isShown} {...part('hosted-session-qr-body')}>
        {isShown && (
          <>
            <QrCode value={link} alt={t('sessionQr.alt')} />
            <p {...part('hosted-session-qr-link')}>{link}</p>
            <p {...part('hosted-session-qr-hint')}>{t('sessionQr.hint')}</p>
          </>
        )}
      </div>
    </div>
  );
});
