import { useCallback, useId, type ComponentPropsWithRef } from 'react';
import type { Transfer } from '../../core/schemas/index.js';
import { useTransfer } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/LiveUpdatesStatus.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { CancelTransfer } from './CancelTransfer.js';
import { CardCheckout } from './CardCheckout.js';
import { FundingInstructions } from './FundingInstructions.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { TransferOutcome } from './TransferOutcome.js';
import { TransferStateBadge } from './TransferStateBadge.js';
import { TransferSummary } from './TransferSummary.js';
import { useTransferPayees } from './useTransferPayees.js';
import { TransferTasks, type TransferTaskForm } from './TransferTasks.js';
import { TransferTimeline } from './TransferTimeline.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link TransferDetails}: any `<section>` attribute but children, plus the ones below. */
export interface TransferDetailsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /** The transfer to show (`tr_…`). */
  transferId: string;
  /**
   * The level of the transfer's heading; its sections sit one level below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * When given, a Close button calls it (to leave a dialog or a list row).
   * @default undefined (no Close button)
   */
  onClose?: () => void;
  /**
   * Answers a held transfer's tasks in place (`taskForm={TaskForm}`); see `TransferTasks`.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
}

function StateBody({
  transfer,
  refresh,
  isFetching,
  taskForm,
}: {
  transfer: Transfer;
  refresh: () => void;
  isFetching: boolean;
  taskForm: TransferTaskForm | undefined;
}) {
  const { t } = useMessages(transfersEn);
  switch (transfer.state) {
    case 'awaiting_funds':
      return transfer.checkout ? (
        <CardCheckout transfer={transfer} onReturn={refresh} isChecking={isFetching} />
      ) : (
        <FundingInstructions transferId={transfer.id} />
      );
    case 'action_required':
      return <TransferTasks transferId={transfer.id} taskForm={taskForm} />;
    case 'processing':
      return (
        <>
          <Callout tone="info">{t('transfers.processing')}</Callout>
          <LiveUpdatesStatus />
        </>
      );
    case 'completed':
      return <Callout tone="success">{t('transfers.completed')}</Callout>;
    case 'failed':
    case 'canceled':
      return <TransferOutcome transfer={transfer} />;
    default:
      return (
        <>
          <Callout tone="neutral">{t('transfers.unknownState')}</Callout>
          <LiveUpdatesStatus />
        </>
      );
  }
}

/**
 * One transfer, live until it ends (through `useTransfer`): its state and a timeline through
 * every state, the amounts, direction, memo, reference and date, and what the state asks for.
 * Awaiting funds: the funding instructions (bank coordinates with the reference code, or a
 * deposit address with a QR code), or the hosted card checkout. Action required: its tasks, in
 * the `taskForm` given. Failed or canceled: the reason and the next step. Cancel is offered while the
 * transfer awaits funds, behind a confirmation.
 *
 * @example
 * <TransferDetails transferId="tr_9f2c" onClose={() => setOpen(false)} />
 */
export const TransferDetails = forwardRefAsProp(function TransferDetails({
  transferId,
  headingLevel,
  onClose,
  taskForm,
  onLoadError,
  ...props
}: TransferDetailsProps) {
  const { t } = useMessages(transfersEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const query = useTransfer(transferId);
  useLoadErrorCallback(query.error, onLoadError);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const transfer = query.data;
  const payeeOf = useTransferPayees(transfer ? [transfer] : []);

  return (
    <section
      data-state={transfer?.state}
      aria-labelledby={headingId}
      aria-busy={query.status === 'pending' || undefined}
      {...props}
      {...part('transfer-details', props)}
    >
      <header {...part('transfer-details-header')}>
        <Heading level={level} id={headingId} {...part('transfer-details-title')}>
          {t('transfers.details.title')}
        </Heading>
        {transfer && (
          <p role="status" {...part('transfer-details-state')}>
            <span>{t('transfers.details.state')}</span> <TransferStateBadge state={transfer.state} />
          </p>
        )}
        {onClose && (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('common.close')}
          </Button>
        )}
      </header>
      <HeadingLevelProvider level={level + 1}>
        {query.status === 'pending' && (
          <SkeletonGroup label={t('transfers.details.loading')}>
            <Skeleton />
            <Skeleton variant="block" />
          </SkeletonGroup>
        )}
        {query.status === 'error' && <MoneyErrorNotice error={query.error} onAction={refresh} />}
        {transfer && (
          <>
            <TransferTimeline state={transfer.state} createdAt={transfer.createdAt} updatedAt={transfer.updatedAt} />
            <StateBody transfer={transfer} refresh={refresh} isFetching={query.isFetching} taskForm={taskForm} />
            <TransferSummary transfer={transfer} payee={payeeOf(transfer)} />
            <CancelTransfer transfer={transfer} onRefresh={refresh} />
          </>
        )}
      </HeadingLevelProvider>
    </section>
  );
});
