import { useState } from 'react';
import { isHostedUrl } from '../../core/schemas/index.js';
import { useCreateVerificationToken } from '../../hooks/legacy/useCreateVerificationToken.js';
import { useMessages } from '../messages/index.js';
import { railStatusEn } from '../messages/areas/railStatus.en.js';
import { part } from '../part.js';
import { Button } from '../primitives/Button/index.js';
import { ErrorCallout } from '../text/index.js';

/** Props for {@link VerifyIdentityButton}. */
export interface VerifyIdentityButtonProps {
  /** The KYC provider whose embedded verification to open, e.g. `persona`. */
  provider: string;
}

/**
 * "Verify your identity": fetches a fresh embedded-verification link and opens it in a new tab.
 * The tab opens blank in the click itself (popup blockers let that through) and is sent to the
 * link once it is here, with its opener cut; it closes again when the link cannot be had.
 */
export function VerifyIdentityButton({ provider }: VerifyIdentityButtonProps) {
  const { t } = useMessages(railStatusEn);
  const token = useCreateVerificationToken();
  const [hasOpened, setHasOpened] = useState(false);

  const open = () => {
    if (token.isPending) return;
    const tab = window.open('', '_blank');
    setHasOpened(false);
    token.mutate(provider, {
      onSuccess: ({ url }) => {
        // The schema admits https pages only; checked again where the page is opened.
        if (!isHostedUrl(url)) return void tab?.close();
        if (tab === null || tab.closed) {
          window.open(url, '_blank', 'noopener,noreferrer');
        } else {
          tab.opener = null;
          tab.location.replace(url);
        }
        setHasOpened(true);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <div {...part('rail-status-verify')}>
      <Button isPending={token.isPending} pendingLabel={t('railStatus.verify.pending')} onClick={open}>
        {t('railStatus.verify')}
      </Button>
      <p role="status" {...part('rail-status-verify-status')}>
        {hasOpened ? t('railStatus.verify.opened') : ''}
      </p>
      {token.error && <ErrorCallout title={t('railStatus.verify.error')} error={token.error} />}
    </div>
  );
}
