import type { ComponentPropsWithRef } from 'react';
import type { Account, AccountDetails } from '../../core/schemas/index.js';
import { CopyableValue } from '../primitives/CopyableValue/index.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/LiveUpdatesStatus.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { accountsEn, type AccountsMessageId } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { groupInFours } from '../text/groupInFours.js';
import { bankAccountTypeName, networkName } from './accountText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DepositCoordinates}: any `<div>` attribute plus `account`. */
export interface DepositCoordinatesProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The account whose `details` to show, as last read. */
  account: Account;
}

interface Row {
  key: string;
  label: string;
  value: string;
  display?: string;
  isCopyable: boolean;
}

/** The coordinates a payer copies, in the order a bank form asks for them. */
const COPYABLE_FIELDS = [
  'accountHolderName',
  'iban',
  'bic',
  'routingNumber',
  'accountNumber',
  'sortCode',
  'clabe',
  'pixKey',
  'address',
] as const;

function text(details: AccountDetails, key: string): string | null {
  const value: unknown = details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function rowsOf(t: ComponentTranslate<AccountsMessageId>, details: AccountDetails): Row[] {
  const rows: Row[] = [];
  const network = text(details, 'network');
  if (network) rows.push({ key: 'network', label: t('accounts.field.network'), value: networkName(t, network), isCopyable: false });
  const bankName = text(details, 'bankName');
  if (bankName) rows.push({ key: 'bankName', label: t('accounts.field.bankName'), value: bankName, isCopyable: false });
  for (const key of COPYABLE_FIELDS) {
    const value = text(details, key);
    if (value === null) continue;
    const label = t(`accounts.field.${key}`);
    rows.push({ key, label, value, display: key === 'iban' ? groupInFours(value) : undefined, isCopyable: true });
  }
  const accountType = text(details, 'accountType');
  if (accountType)
    rows.push({
      key: 'accountType',
      label: t('accounts.field.accountType'),
      value: bankAccountTypeName(t, accountType),
      isCopyable: false,
    });
  return rows;
}

/**
 * The deposit coordinates of an account, each with a copy button: an IBAN (grouped in fours) and
 * BIC, or a routing and account number with the account type, the bank and the holder's name; or
 * a wallet's network and address. The routing version's date says how fresh they are, since
 * coordinates can rotate. While `details` is null (the account is being provisioned) it says the
 * coordinates are being prepared and will appear, with the live updates' state beside it.
 */
export const DepositCoordinates = forwardRefAsProp(function DepositCoordinates({ account, ...props }: DepositCoordinatesProps) {
  const { t, i18n } = useMessages(accountsEn);
  const { details, routing } = account;
  const state = details ? 'ready' : account.status === 'provisioning' ? 'preparing' : 'none';
  const rows = details ? rowsOf(t, details) : [];
  return (
    <div data-state={state} data-version={routing?.version} {...props} {...part('deposit-coordinates', props)}>
      {state === 'preparing' && (
        <>
          <p role="status" {...part('deposit-coordinates-preparing')}>
            {t('accounts.coordinates.preparing')}
          </p>
          <LiveUpdatesStatus />
        </>
      )}
      {(state === 'none' || (state === 'ready' && rows.length === 0)) && (
        <p {...part('deposit-coordinates-none')}>{t('accounts.coordinates.none')}</p>
      )}
      {rows.length > 0 && (
        <dl {...part('deposit-coordinates-list')}>
          {rows.map((row) => (
            <div key={row.key} data-field={row.key} {...part('deposit-coordinate')}>
              <dt>{row.label}</dt>
              <dd>{row.isCopyable ? <CopyableValue value={row.value} label={row.label} displayValue={row.display} /> : row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {rows.length > 0 && account.origin === 'issued' && (
        <p {...part('deposit-coordinates-freshness')}>
          {routing?.updatedAt && (
            <span>{t('accounts.coordinates.updated', { date: i18n.formatDate(routing.updatedAt, { dateStyle: 'long' }) })} </span>
          )}
          {t('accounts.coordinates.latest')}
        </p>
      )}
    </div>
  );
});
