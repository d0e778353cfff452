import { useId, type ComponentPropsWithRef } from 'react';
import { useTransferTasks } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { LiveUpdatesStatus } from '../LiveUpdates/LiveUpdatesStatus.js';
import { MoneyErrorNotice } from '../MoneyError/MoneyErrorNotice.js';
import { partClass } from '../partClass.js';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.js';
import { TaskForm } from '../TaskForm/TaskForm.js';
import { TransferHeading } from './TransferHeading.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferTasks}: any `<section>` attribute but children, plus the ones below. */
export interface TransferTasksProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The transfer held in `action_required` (`tr_…`). */
  transferId: string;
  /** @default 3 */
  headingLevel?: number;
}

/**
 * The open tasks holding a transfer in `action_required`, each answered in a `TaskForm`. Nothing
 * more is needed from the page: once the tasks are satisfied the platform moves the transfer on
 * and the live read of the transfer shows it. Says so, with the live updates' state beside it
 * (`LiveUpdatesStatus`) when they are not arriving.
 */
export const TransferTasks = forwardRefAsProp(function TransferTasks({ transferId, headingLevel = 3, ...props }: TransferTasksProps) {
  const { t } = useMessages(transfersEn);
  const headingId = useId();
  const query = useTransferTasks(transferId);
  return (
    <section data-slot="transfer-tasks" aria-labelledby={headingId} {...props} className={partClass('transfer-tasks', props.className)}>
      <TransferHeading level={headingLevel} id={headingId} data-slot="transfer-tasks-title" className="paykit-transfer-tasks-title">
        {t('transfers.tasks.title')}
      </TransferHeading>
      <p>{t('transfers.tasks.intro')}</p>
      <LiveUpdatesStatus />
      {query.status === 'error' && (
        <MoneyErrorNotice error={query.error} headingLevel={headingLevel + 1} onAction={() => void query.refetch()} />
      )}
      {query.status === 'pending' && (
        <SkeletonGroup label={t('transfers.tasks.loading')}>
          <Skeleton variant="block" />
        </SkeletonGroup>
      )}
      {query.status === 'success' && query.data.length === 0 && <p role="status">{t('transfers.tasks.none')}</p>}
      {query.data?.map((task) => (
        <TaskForm key={task.id} taskId={task.id} headingLevel={headingLevel + 1} />
      ))}
    </section>
  );
});
