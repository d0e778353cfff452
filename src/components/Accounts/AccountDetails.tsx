import { useId, type ComponentPropsWithRef } from 'react';
import type { Account } from '../../core/schemas/index.js';
import { useAccounts } from '../../hooks/index.js';
import { Callout } from '../primitives/Callout/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { AccountFeesSummary } from './AccountFeesSummary.js';
import { AccountStatusBadge } from './AccountStatusBadge.js';
import { AccountStatusReason } from './AccountStatusReason.js';
import { accountName } from './accountText.js';
import { ArchiveAccount } from './ArchiveAccount.js';
import { DepositCoordinates } from './DepositCoordinates.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** The options of {@link AccountDetails}, beside the section's own props. */
export interface AccountDetailsOptions extends LoadErrorProps {
  /**
   * The level of the account's name heading; the fees heading is one below (at this level when
   * `showHeader` is off).
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Show the name, status badge and status reason above the coordinates; a list that already
   * shows them turns this off.
   * @default true
   */
  showHeader?: boolean;
  /**
   * Offer to archive the account (behind a confirmation).
   * @default true
   */
  allowArchive?: boolean;
  /**
   * Called once the account is archived.
   * @default undefined
   */
  onArchived?: (account: Account | undefined) => void;
  /**
   * Called with the account's `openTaskIds` when its status reason asks the customer to act.
   * @default undefined (no button)
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
}

/** Props for {@link AccountDetails}: an account object, or its id to read it. */
export type AccountDetailsProps = AccountDetailsOptions &
  Omit<ComponentPropsWithRef<'section'>, 'children'> &
  (
    | {
        /** The account to show; its latest read replaces it as soon as the accounts are read. */
        account: Account;
        accountId?: never;
      }
    | {
        /** The id of one of the customer's accounts (`acc_…`), read with `useAccounts`. */
        accountId: string;
        account?: never;
      }
  );

type ViewProps = AccountDetailsOptions & Omit<ComponentPropsWithRef<'section'>, 'children'> & { account: Account };

const AccountDetailsView = forwardRefAsProp(function AccountDetailsView({
  account,
  headingLevel,
  showHeader = true,
  allowArchive = true,
  onArchived,
  onOpenTasks,
  onLoadError: _onLoadError,
  ...props
}: ViewProps) {
  const { t } = useMessages(accountsEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const name = accountName(t, account);
  return (
    <section
      data-state={account.status}
      aria-labelledby={showHeader ? headingId : props['aria-labelledby']}
      aria-label={showHeader || props['aria-labelledby'] ? undefined : t('accounts.coordinates')}
      {...props}
      {...part('account-details', props)}
    >
      {showHeader && (
        <>
          <div {...part('account-details-header')}>
            <Heading level={level} id={headingId} {...part('account-details-name')}>
              {name}
            </Heading>
            <AccountStatusBadge status={account.status} />
          </div>
          <AccountStatusReason account={account} onOpenTasks={onOpenTasks} />
        </>
      )}
      <DepositCoordinates account={account} />
      <HeadingLevelProvider level={showHeader ? level + 1 : level}>
        <AccountFeesSummary fees={account.fees} />
      </HeadingLevelProvider>
      {allowArchive && <ArchiveAccount account={account} onArchived={onArchived} />}
    </section>
  );
});

/** The caller's `<section>` attributes, for the root of the loading, error and missing states. */
function rootPropsOf({
  headingLevel: _headingLevel,
  showHeader: _showHeader,
  allowArchive: _allowArchive,
  onArchived: _onArchived,
  onOpenTasks: _onOpenTasks,
  onLoadError: _onLoadError,
  ...rootProps
}: Omit<AccountDetailsProps, 'account' | 'accountId'>) {
  return rootProps;
}

function LoadingDetails(props: ComponentPropsWithRef<'section'>) {
  const { t } = useMessages(accountsEn);
  return (
    <section data-state="loading" {...props} {...part('account-details', props)}>
      <SkeletonGroup label={t('accounts.loading')}>
        <Skeleton />
        <Skeleton variant="block" />
      </SkeletonGroup>
    </section>
  );
}

/**
 * The deposit coordinates of one of the customer's accounts, with copy buttons, always from the
 * latest read (coordinates can rotate, so the routing version's date is shown): an IBAN and BIC,
 * a routing and account number with the account type, bank and holder, or a wallet's network and
 * address. While the account is `provisioning` (details still null) it says the coordinates are
 * being prepared, and they appear by themselves once ready. Fees on deposits when set, and archive
 * behind a confirmation. Give the `account` you hold or its `accountId`.
 *
 * @example
 * <AccountDetails accountId="acc_123" onArchived={() => navigate('/accounts')} />
 */
export const AccountDetails = forwardRefAsProp(function AccountDetails(props: AccountDetailsProps) {
  const { t } = useMessages(accountsEn);
  const query = useAccounts({ includeArchived: true });
  useLoadErrorCallback(query.error, props.onLoadError);
  const id = props.account?.id ?? props.accountId;
  const latest = query.data?.find((each) => each.id === id);
  const { account: given, accountId: _, ...rest } = props;
  const account = latest ?? given;
  if (account) return <AccountDetailsView {...rest} account={account} />;
  const rootProps = rootPropsOf(rest);
  if (query.status === 'pending') return <LoadingDetails {...rootProps} />;
  return (
    <section data-state={query.status === 'error' ? 'error' : 'missing'} {...rootProps} {...part('account-details', rootProps)}>
      {query.status === 'error' ? (
        <ErrorCallout title={t('accounts.error')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <Callout tone="neutral" {...part('account-details-missing')}>
          <p>{t('accounts.notFound')}</p>
        </Callout>
      )}
    </section>
  );
});
