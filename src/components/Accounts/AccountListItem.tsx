import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Account } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/index.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/LiveUpdatesStatus.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { openEnumLabel } from '../text/index.js';
import { AccountBalances } from './AccountBalances.js';
import { Heading, HeadingLevelProvider, useHeadingLevel } from '../primitives/Heading/index.js';
import { AccountStatusBadge } from './AccountStatusBadge.js';
import { AccountStatusReason } from './AccountStatusReason.js';
import { accountName, networkName } from './accountText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link AccountListItem}: any `<div>` attribute plus the ones below. */
export interface AccountListItemProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> {
  account: Account;
  /**
   * Called when the person picks the account; replaces the details disclosure.
   * @default undefined
   */
  onSelect?: (account: Account) => void;
  /**
   * The account's details, shown under it when the person opens them (when no `onSelect`).
   * @default undefined (no disclosure)
   */
  renderDetails?: (account: Account) => ReactNode;
  /**
   * Marks the account as the chosen one (`aria-current`, `data-selected`).
   * @default false
   */
  isSelected?: boolean;
  /**
   * Called with the account's `openTaskIds` when its status reason asks the customer to act.
   * @default undefined
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
}

/**
 * One account in a list: its name, status badge, currency (and what it receives or its network),
 * the status reason with its next step, its balances for an issued account, a note while it is
 * being set up, and a way to its details (`onSelect`, or a disclosure of `renderDetails`).
 */
export const AccountListItem = forwardRefAsProp(function AccountListItem({
  account,
  onSelect,
  renderDetails,
  isSelected = false,
  onOpenTasks,
  ...props
}: AccountListItemProps) {
  const { t, i18n } = useMessages(capabilitiesEn, accountsEn);
  const headingId = useId();
  const detailsId = useId();
  const [isOpen, setOpen] = useState(false);
  const level = useHeadingLevel();
  const name = accountName(t, account);
  const method = account.method ?? null;
  const network = account.network ?? account.details?.network ?? null;
  const canDisclose = !onSelect && renderDetails !== undefined;
  return (
    <div
      data-state={account.status}
      data-selected={isSelected || undefined}
      aria-current={isSelected || undefined}
      {...props}
      {...part('account-list-item', props)}
    >
      <div {...part('account-list-item-header')}>
        <Heading level={level} id={headingId} {...part('account-list-item-name')}>
          {name}
        </Heading>
        <AccountStatusBadge status={account.status} />
      </div>
      {(account.currency || network) && (
        <dl {...part('account-list-item-facts')}>
          {account.currency && (
            <div>
              <dt>{t('accounts.currency')}</dt>
              <dd>{i18n.currencyName(account.currency)}</dd>
            </div>
          )}
          {network && (
            <div>
              <dt>{t('accounts.network')}</dt>
              <dd>{networkName(t, network)}</dd>
            </div>
          )}
        </dl>
      )}
      {method && (
        <p {...part('account-list-item-method')}>{t('accounts.receives', { method: openEnumLabel(t, 'capabilities.method.', method) })}</p>
      )}
      {account.status === 'provisioning' && (
        <>
          <p role="status" {...part('account-list-item-provisioning')}>
            {t('accounts.provisioning')}
          </p>
          <LiveUpdatesStatus />
        </>
      )}
      <AccountStatusReason account={account} onOpenTasks={onOpenTasks} />
      {account.origin === 'issued' && <AccountBalances balances={account.balances} />}
      {onSelect && (
        <div {...part('account-list-item-actions')}>
          <Button variant="secondary" size="sm" aria-label={t('accounts.details.showFor', { name })} onClick={() => onSelect(account)}>
            {t('accounts.details.show')}
          </Button>
        </div>
      )}
      {canDisclose && (
        <div {...part('account-list-item-actions')}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={t(isOpen ? 'accounts.details.hideFor' : 'accounts.details.showFor', { name })}
            onClick={() => setOpen((open) => !open)}
          >
            {t(isOpen ? 'accounts.details.hide' : 'accounts.details.show')}
          </Button>
        </div>
      )}
      {canDisclose && (
        <div id={detailsId} hidden={!isOpen} {...part('account-list-item-details')}>
          <HeadingLevelProvider level={level + 1}>{isOpen && renderDetails(account)}</HeadingLevelProvider>
        </div>
      )}
    </div>
  );
});
