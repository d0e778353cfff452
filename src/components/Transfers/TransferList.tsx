import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { transferStates } from '../../core/schemas/transferValues.js';
import { useTransfers } from '../../hooks/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Field } from '../primitives/Field/Field.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { openEnumLabel } from '../text/index.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { TransferListItem } from './TransferListItem.js';
import type { TransferTaskForm } from './TransferTasks.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link TransferList}: any `<section>` attribute but children, plus the ones below. */
export interface TransferListProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSelect'>, LoadErrorProps {
  /**
   * The state filter (controlled): a transfer state such as `awaiting_funds`, or `''` for every state.
   * @default undefined (uncontrolled)
   */
  state?: string;
  /**
   * The first state filter when uncontrolled.
   * @default '' (every state)
   */
  defaultState?: string;
  /**
   * Called with the state the person picked (`''` for every state).
   * @default undefined
   */
  onStateChange?: (state: string) => void;
  /**
   * How many transfers a page reads; "Load more" reads the next page.
   * @default 25
   */
  pageSize?: number;
  /**
   * Opens a transfer elsewhere; without it each row discloses its `TransferDetails` in place.
   * @default undefined
   */
  onSelect?: (transferId: string) => void;
  /**
   * The level of the list's heading; the rows' details sit one level below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Answers a held transfer's tasks in place (`taskForm={TaskForm}`); see `TransferTasks`.
   * @default undefined (the tasks are listed, not answered here)
   */
  taskForm?: TransferTaskForm;
}

/**
 * The customer's transfers, newest first, read a page at a time (`useTransfers` with the API's
 * cursors; "Load more" reads on), filtered by state. Each row shows the date, the amounts and the
 * state, and opens the transfer. Loading, empty and failed reads each say so. The API filters
 * transfers by state only (no direction filter).
 *
 * @example
 * <TransferList pageSize={10} onSelect={(id) => navigate(`/transfers/${id}`)} />
 */
export const TransferList = forwardRefAsProp(function TransferList({
  state: stateProp,
  defaultState = '',
  onStateChange,
  pageSize = 25,
  onSelect,
  headingLevel,
  taskForm,
  onLoadError,
  ...props
}: TransferListProps) {
  const { t } = useMessages(transfersEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const [ownState, setOwnState] = useState(defaultState);
  const state = stateProp ?? ownState;
  const query = useTransfers({ ...(state ? { state } : {}), limit: pageSize });
  useLoadErrorCallback(query.error, onLoadError);
  const transfers = query.data?.pages.flatMap((page) => page.data) ?? [];

  const changeState = (event: ChangeEvent<HTMLSelectElement>) => {
    if (stateProp === undefined) setOwnState(event.target.value);
    onStateChange?.(event.target.value);
  };

  return (
    <section aria-labelledby={headingId} {...props} {...part('transfer-list', props)}>
      <Heading level={level} id={headingId} {...part('transfer-list-title')}>
        {t('transfers.list.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        <div {...part('transfer-list-filters')}>
          <Field label={t('transfers.list.stateFilter')}>
            <select value={state} onChange={changeState}>
              <option value="">{t('transfers.list.allStates')}</option>
              {transferStates.map((value) => (
                <option key={value} value={value}>
                  {openEnumLabel(t, 'transfers.state.', value)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {query.status === 'pending' && (
          <SkeletonGroup label={t('transfers.list.loading')}>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </SkeletonGroup>
        )}
        {query.status === 'error' && !query.isFetchNextPageError && (
          <MoneyErrorNotice error={query.error} onAction={() => void query.refetch()} />
        )}
        {query.status === 'success' && transfers.length === 0 && (
          <p {...part('transfer-list-empty')}>
            {state ? t('transfers.list.emptyFiltered', { state: openEnumLabel(t, 'transfers.state.', state) }) : t('transfers.list.empty')}
          </p>
        )}
        {transfers.length > 0 && (
          <>
            <p role="status" {...part('transfer-list-count')}>
              {t('transfers.list.count', { count: transfers.length })}
            </p>
            <ul {...part('transfer-list-items')}>
              {transfers.map((transfer) => (
                <TransferListItem key={transfer.id} transfer={transfer} onSelect={onSelect} taskForm={taskForm} />
              ))}
            </ul>
          </>
        )}
        {query.isFetchNextPageError && <MoneyErrorNotice error={query.error} onAction={() => void query.fetchNextPage()} />}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            isPending={query.isFetchingNextPage}
            pendingLabel={t('transfers.list.loadingMore')}
            onClick={() => void query.fetchNextPage()}
          >
            {t('transfers.list.loadMore')}
          </Button>
        )}
      </HeadingLevelProvider>
    </section>
  );
});
