import { useState, type ComponentPropsWithRef } from 'react';
import type { Transfer } from '../../core/schemas/index.js';
import { useCancelTransfer } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog.js';
import { ConfirmedNotice } from '../primitives/ConfirmDialog/ConfirmedNotice.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link CancelTransfer}: any `<div>` attribute but children, plus the ones below. */
export interface CancelTransferProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  transfer: Transfer;
  /** Reads the transfer again (the next step after `transfer_not_cancelable`: it has moved on). */
  onRefresh: () => void;
}

/**
 * Cancel for a transfer that still awaits its funds (the only state the platform cancels),
 * behind a confirmation dialog. A refusal (`transfer_not_cancelable`: the money started moving
 * meanwhile) is explained with a button that reads the transfer again. The part stays while its
 * dialog, request or refusal is showing, even if a live read moves the transfer on underneath.
 */
export const CancelTransfer = forwardRefAsProp(function CancelTransfer({ transfer, onRefresh, ...props }: CancelTransferProps) {
  const { t } = useMessages(transfersEn);
  const cancel = useCancelTransfer();
  const [isOpen, setOpen] = useState(false);

  if (cancel.status === 'success') return <ConfirmedNotice part="transfer-cancel-done">{t('transfers.cancel.done')}</ConfirmedNotice>;
  const isShown = transfer.state === 'awaiting_funds' || isOpen || cancel.isPending || cancel.isError;
  if (!isShown) return null;

  return (
    <div {...props} {...part('transfer-cancel', props)}>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" size="sm" isPending={cancel.isPending} pendingLabel={t('transfers.cancel.pending')}>
            {t('transfers.cancel')}
          </Button>
        }
        title={t('transfers.cancel.title')}
        description={t('transfers.cancel.description')}
        cancelLabel={t('transfers.cancel.keep')}
        confirmLabel={t('transfers.cancel.confirm')}
        onConfirm={() => cancel.mutate(transfer.id)}
      />
      {cancel.error && (
        <MoneyErrorNotice
          error={cancel.error}
          actionFor={{ refresh: t('transfers.cancel.refresh') }}
          onAction={(step) => {
            cancel.reset();
            if (step === 'refresh') onRefresh();
          }}
        />
      )}
    </div>
  );
});
