import { useId, type ComponentPropsWithRef, type ComponentType } from 'react';
import { useTransferTasks } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/LiveUpdatesStatus.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { Heading, HeadingLevelProvider, useHeadingLevel } from '../primitives/Heading/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/**
 * What answers one task of a held transfer in place: `TaskForm`, or a form of your own that takes
 * the same two props.
 */
export type TransferTaskForm = ComponentType<{ taskId: string }>;

/** Props for {@link TransferTasks}: any `<section>` attribute but children, plus the ones below. */
export interface TransferTasksProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The transfer held in `action_required` (`tr_…`). */
  transferId: string;
  /**
   * Answers each task in place: `taskForm={TaskForm}`. Without it the tasks are only listed by
   * name, and answering them is left to a page of yours. The task form is opt-in because it carries
   * react-hook-form and every field control, which a payments page otherwise never needs.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
}

/**
 * The open tasks holding a transfer in `action_required`, each answered in the given `taskForm`
 * (or listed by name without one). Nothing more is needed from the page: once the tasks are satisfied the platform moves the transfer on
 * and the live read of the transfer shows it. Says so, with the live updates' state beside it
 * (`LiveUpdatesStatus`) when they are not arriving.
 */
export const TransferTasks = forwardRefAsProp(function TransferTasks({ transferId, taskForm: TaskForm, ...props }: TransferTasksProps) {
  const { t } = useMessages(transfersEn);
  const headingId = useId();
  const level = useHeadingLevel();
  const query = useTransferTasks(transferId);
  return (
    <section aria-labelledby={headingId} {...props} {...part('transfer-tasks', props)}>
      <Heading level={level} id={headingId} {...part('transfer-tasks-title')}>
        {t('transfers.tasks.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        <p>{t('transfers.tasks.intro')}</p>
        <LiveUpdatesStatus />
        {query.status === 'error' && <MoneyErrorNotice error={query.error} onAction={() => void query.refetch()} />}
        {query.status === 'pending' && (
          <SkeletonGroup label={t('transfers.tasks.loading')}>
            <Skeleton variant="block" />
          </SkeletonGroup>
        )}
        {query.status === 'success' && query.data.length === 0 && <p role="status">{t('transfers.tasks.none')}</p>}
        {TaskForm
          ? query.data?.map((task) => <TaskForm key={task.id} taskId={task.id} />)
          : query.data &&
            query.data.length > 0 && (
              <ul {...part('transfer-tasks-list')}>
                {query.data.map((task) => (
                  <li key={task.id}>{task.name?.trim() || t('transfers.tasks.untitled')}</li>
                ))}
              </ul>
            )}
      </HeadingLevelProvider>
    </section>
  );
});
