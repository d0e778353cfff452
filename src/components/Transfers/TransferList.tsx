import { useId, useState, type ComponentPropsWithRef } from 'react';
import { transferCsvColumns, transfersToCsv, type TransferHistoryFilters } from '../../core/transferHistory/index.js';
import { useTransferHistory } from '../../hooks/index.js';
import { useControllableState } from '../../hooks/useControllableState.js';
import { Button } from '../primitives/Button/Button.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { TransferListItem } from './TransferListItem.js';
import { useTransferPayees } from './useTransferPayees.js';
import type { TransferTaskForm } from './TransferTasks.js';
import { TransferHistoryFilterFields } from './TransferHistoryFilterFields.js';
import { TransferTotals } from './TransferTotals.js';
import { downloadCsv } from './downloadCsv.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link TransferList}: any `<section>` attribute but children, plus the ones below. */
export interface TransferListProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSelect'>, LoadErrorProps {
  /**
   * The filters (controlled): state, direction, and the first and last day (`YYYY-MM-DD`, in the
   * provider's time zone).
   * @default undefined (uncontrolled)
   */
  filters?: TransferHistoryFilters;
  /**
   * The first filters when uncontrolled.
   * @default {} (every transfer)
   */
  defaultFilters?: TransferHistoryFilters;
  /**
   * Called with the filters after the person changed one.
   * @default undefined
   */
  onFiltersChange?: (filters: TransferHistoryFilters) => void;
  /**
   * How many rows show at first; "Load more" shows as many again (the period is read whole).
   * @default 25
   */
  pageSize?: number;
  /**
   * The most pages of 100 transfers read for a period; past it the list says it is incomplete.
   * @default 10
   */
  maxPages?: number;
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

const NO_FILTERS: TransferHistoryFilters = {};

/**
 * The customer's transfer history, newest first: filters by status, type (direction) and a range
 * of days in the person's time zone, the totals sent and delivered per currency for the rows
 * shown, and "Export CSV" of those rows (a file download, headers in the person's language). The
 * period is read whole (`useTransferHistory`, bounded by `maxPages`); "Load more" shows more rows.
 * Loading, empty and failed reads each say so; a failed read is also reported to `onLoadError`.
 *
 * @example
 * <TransferList defaultFilters={{ from: '2026-11-01' }} onSelect={(id) => navigate(`/transfers/${id}`)} />
 */
export const TransferList = forwardRefAsProp(function TransferList({
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  pageSize = 25,
  maxPages,
  onSelect,
  headingLevel,
  taskForm,
  onLoadError,
  ...props
}: TransferListProps) {
  const { t } = useMessages(transfersEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const [filters, setFilters] = useControllableState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
    caller: 'TransferList',
  });
  const [shown, setShown] = useState(pageSize);
  const history = useTransferHistory(filters, { maxPages });
  useLoadErrorCallback(history.error, onLoadError);
  const { transfers } = history;
  const payeeOf = useTransferPayees(transfers.slice(0, shown));
  const isFiltered = Object.values(filters).some(Boolean);

  const changeFilters = (next: TransferHistoryFilters) => {
    setShown(pageSize);
    setFilters(next);
  };
  const exportCsv = () => {
    const header = Object.fromEntries(transferCsvColumns.map((column) => [column, t(`transfers.list.csv.${column}`)]));
    const period = [filters.from, filters.to].filter(Boolean).join('_');
    downloadCsv(
      transfersToCsv(transfers, header as Record<(typeof transferCsvColumns)[number], string>),
      `transfers${period ? `_${period}` : ''}.csv`,
    );
  };

  return (
    <section aria-labelledby={headingId} {...props} {...part('transfer-list', props)}>
      <Heading level={level} id={headingId} {...part('transfer-list-title')}>
        {t('transfers.list.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        <TransferHistoryFilterFields filters={filters} onFiltersChange={changeFilters} />
        {history.status === 'pending' && (
          <SkeletonGroup label={t('transfers.list.loading')}>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </SkeletonGroup>
        )}
        {history.status === 'error' && <MoneyErrorNotice error={history.error} onAction={() => void history.refetch()} />}
        {history.status === 'success' && transfers.length === 0 && (
          <p {...part('transfer-list-empty')}>{t(isFiltered ? 'transfers.list.emptyFiltered' : 'transfers.list.empty')}</p>
        )}
        {!history.isComplete && (
          <p role="status" {...part('transfer-list-incomplete')}>
            {t('transfers.list.incomplete', { count: transfers.length })}
          </p>
        )}
        {transfers.length > 0 && (
          <>
            <TransferTotals totals={history.totals} />
            <Button variant="secondary" onClick={exportCsv}>
              {t('transfers.list.export')}
            </Button>
            <p role="status" {...part('transfer-list-count')}>
              {t('transfers.list.count', { count: Math.min(shown, transfers.length) })}
            </p>
            <ul {...part('transfer-list-items')}>
              {transfers.slice(0, shown).map((transfer) => (
                <TransferListItem key={transfer.id} transfer={transfer} payee={payeeOf(transfer)} onSelect={onSelect} taskForm={taskForm} />
              ))}
            </ul>
          </>
        )}
        {transfers.length > shown && (
          <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
            {t('transfers.list.loadMore')}
          </Button>
        )}
      </HeadingLevelProvider>
    </section>
  );
});
