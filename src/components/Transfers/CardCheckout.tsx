import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { isHostedUrl } from '../../core/schemas/hostedUrl.js';
import type { Transfer } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link CardCheckout}: any `<div>` attribute but children, plus the ones below. */
export interface CardCheckoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** A card pay-in awaiting funds, with its hosted `checkout`. */
  transfer: Transfer;
  /** Reads the transfer again: called when the person comes back to the page, or asks. */
  onReturn: () => void;
  /**
   * A read of the transfer is running.
   * @default false
   */
  isChecking?: boolean;
}

/**
 * The hosted card checkout of a pay-in: a link that opens the platform's payment page in a new
 * tab (only an `https:` URL, or plain `http:` on a loopback host, is ever opened: `isHostedUrl`), and once it was opened, a fresh read of the transfer
 * whenever the person comes back to this page (`visibilitychange` or `focus`), because coming
 * back is not proof of payment. A "Check the payment" button reads it on demand.
 */
export const CardCheckout = forwardRefAsProp(function CardCheckout({
  transfer,
  onReturn,
  isChecking = false,
  ...props
}: CardCheckoutProps) {
  const { t, i18n } = useMessages(transfersEn);
  const [wasOpened, setOpened] = useState(false);
  const url = transfer.checkout?.url;
  const expiresAt = transfer.checkout?.expiresAt;

  useEffect(() => {
    if (!wasOpened) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') onReturn();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onReturn);
    };
  }, [wasOpened, onReturn]);

  if (!isHostedUrl(url)) {
    return (
      <Callout tone="danger" title={t('transfers.checkout.unsafeTitle')} {...props} {...part('card-checkout', props)}>
        {t('transfers.checkout.unsafe', { transferId: transfer.id })}
      </Callout>
    );
  }

  return (
    <div data-state={wasOpened ? 'opened' : 'ready'} {...props} {...part('card-checkout', props)}>
      <p>{t('transfers.checkout.intro')}</p>
      {expiresAt && <p>{t('transfers.checkout.expires', { date: i18n.formatDateTime(expiresAt) })}</p>}
      <div {...part('card-checkout-actions')}>
        <Button asChild>
          <a href={url} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)}>
            {t('transfers.checkout.open')} <VisuallyHidden>{t('transfers.checkout.newTab')}</VisuallyHidden>
          </a>
        </Button>
        {wasOpened && (
          <Button variant="secondary" isPending={isChecking} pendingLabel={t('transfers.checkout.checking')} onClick={onReturn}>
            {t('transfers.checkout.check')}
          </Button>
        )}
      </div>
      {wasOpened && <p {...part('card-checkout-note')}>{t('transfers.checkout.returnNote')}</p>}
    </div>
  );
});
