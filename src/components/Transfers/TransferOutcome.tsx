import type { ComponentPropsWithRef } from 'react';
import type { Transfer } from '../../core/schemas/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { knownReasonText } from '../text/index.js';
import { part } from '../part.js';
import { transferOutcomeStep } from '../../core/money/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferOutcome}: any `<div>` attribute but children and title, plus the transfer. */
export interface TransferOutcomeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** A `failed` or `canceled` transfer. */
  transfer: Transfer;
}

/**
 * Why a transfer failed or was canceled (the kit's words for its `stateDetail.code`, else a neutral
 * sentence; never the API's `message`) and the next step read from
 * the detail's actor and `retryable`: what the customer can do, try again later, or contact
 * support quoting the transfer id (shown with a copy button).
 */
export const TransferOutcome = forwardRefAsProp(function TransferOutcome({ transfer, ...props }: TransferOutcomeProps) {
  const { t } = useMessages(transfersEn, reasonsEn);
  const detail = transfer.stateDetail;
  const step = transferOutcomeStep(detail, transfer.state);
  const isFailed = transfer.state === 'failed';
  return (
    <Callout
      tone={isFailed ? 'danger' : 'warning'}
      title={t(isFailed ? 'transfers.outcome.failed' : 'transfers.outcome.canceled')}
      data-state={step}
      {...props}
      {...part('transfer-outcome', props)}
    >
      <p>
        {(detail && knownReasonText(t, detail)) ?? t(isFailed ? 'transfers.outcome.failedNoReason' : 'transfers.outcome.canceledNoReason')}
      </p>
      <p>{t(`transfers.outcome.next.${step}`)}</p>
      {step === 'contact_support' && <CopyableValue label={t('transfers.summary.id')} value={transfer.id} />}
    </Callout>
  );
});
