import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Account } from '../../core/schemas/index.js';
import { groupAccounts, useAccounts, type AccountFilters, type AccountGroups, type UseAccountsOptions } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { AccountDetails } from './AccountDetails.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { AccountListItem } from './AccountListItem.js';
import { accountName } from './accountText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link AccountList}: any `<div>` attribute plus the ones below. */
export interface AccountListProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'>, LoadErrorProps {
  /**
   * Called when the person picks an account (a "Show details" button on each); without it each
   * account opens its details in place.
   * @default undefined
   */
  onSelect?: (account: Account) => void;
  /**
   * The id of the account shown as chosen (`aria-current`).
   * @default undefined
   */
  selectedAccountId?: string;
  /**
   * What an account's disclosure shows when there is no `onSelect`.
   * @default the account's `<AccountDetails>` (coordinates, fees, archive) without its header
   */
  renderDetails?: (account: Account) => ReactNode;
  /**
   * Which accounts to list (`origin`, `type`, `status`, `includeArchived`).
   * @default every account not archived
   */
  filters?: AccountFilters;
  /**
   * Called with an account's `openTaskIds` when its status reason asks the customer to act.
   * @default undefined (no button)
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
  /**
   * The level of each group's heading; account names are one below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * TanStack Query options of the accounts read.
   * @default {}
   */
  queryOptions?: UseAccountsOptions;
}

const GROUPS = [
  'issuedBank',
  'issuedWallet',
  'externalBank',
  'externalWallet',
  'other',
] as const satisfies readonly (keyof AccountGroups)[];

/**
 * The customer's accounts in groups (bank accounts for deposits, wallets, their other bank
 * accounts and wallets), each with its name, status, currency, status reason and next step, and
 * balances. An account being set up says so and turns ready by itself (the list follows it).
 * Picking an account calls `onSelect`, or opens its details in place. A skeleton while loading,
 * an error with a retry, and a sentence when there are none.
 *
 * @example
 * <AccountList onSelect={(account) => navigate(`/accounts/${account.id}`)} />
 */
export const AccountList = forwardRefAsProp(function AccountList({
  onSelect,
  selectedAccountId,
  renderDetails,
  filters = {},
  onOpenTasks,
  headingLevel,
  queryOptions = {},
  onLoadError,
  ...props
}: AccountListProps) {
  const { t } = useMessages(accountsEn);
  const baseId = useId();
  const query = useAccounts(filters, queryOptions);
  useLoadErrorCallback(query.error, onLoadError);
  const [archivedName, setArchivedName] = useState<string | null>(null);
  const archivedRef = useRef<HTMLParagraphElement>(null);
  const level = useHeadingLevel(headingLevel);

  useEffect(() => {
    // The archived account leaves the list with the button that had focus: keep focus on the outcome.
    if (archivedName !== null) archivedRef.current?.focus();
  }, [archivedName]);

  const root = (state: string | undefined, children: ReactNode) => (
    <div data-state={state} {...props} {...part('account-list', props)}>
      {children}
    </div>
  );

  if (query.status === 'pending') {
    return root(
      'loading',
      <SkeletonGroup label={t('accounts.list.loading')}>
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </SkeletonGroup>,
    );
  }
  if (query.status === 'error') {
    return root(
      'error',
      <ErrorCallout
        title={t('accounts.list.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />,
    );
  }

  const archivedNotice = archivedName !== null && (
    <p ref={archivedRef} tabIndex={-1} role="status" {...part('account-list-archived')}>
      {t('accounts.archive.done', { name: archivedName })}
    </p>
  );
  if (query.data.length === 0) {
    return root(
      'empty',
      <>
        {archivedNotice}
        <p {...part('account-list-empty')}>{t('accounts.list.empty')}</p>
      </>,
    );
  }

  const details =
    renderDetails ??
    ((account: Account) => (
      <AccountDetails
        account={account}
        showHeader={false}
        onOpenTasks={onOpenTasks}
        onArchived={() => setArchivedName(accountName(t, account))}
      />
    ));
  const groups = groupAccounts(query.data);
  return root(
    'ready',
    <>
      {archivedNotice}
      <div role="group" aria-label={t('accounts.list.label')} {...part('account-list-groups')}>
        {GROUPS.filter((group) => groups[group].length > 0).map((group) => {
          const groupHeadingId = `${baseId}-${group}`;
          return (
            <section key={group} aria-labelledby={groupHeadingId} data-group={group} {...part('account-group')}>
              <Heading level={level} id={groupHeadingId} {...part('account-group-title')}>
                {t(`accounts.group.${group}`)}
              </Heading>
              <HeadingLevelProvider level={level + 1}>
                <ul aria-labelledby={groupHeadingId} {...part('account-group-items')}>
                  {groups[group].map((account) => (
                    <li key={account.id}>
                      <AccountListItem
                        account={account}
                        onSelect={onSelect}
                        renderDetails={details}
                        isSelected={account.id === selectedAccountId}
                        onOpenTasks={onOpenTasks}
                      />
                    </li>
                  ))}
                </ul>
              </HeadingLevelProvider>
            </section>
          );
        })}
      </div>
    </>,
  );
});
