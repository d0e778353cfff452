import type { ComponentPropsWithRef } from 'react';
import type { Balance } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link AccountBalances}: any `<div>` attribute plus `balances`. */
export interface AccountBalancesProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The account's balances, one per currency. */
  balances: readonly Balance[];
}

/**
 * An account's balances as money in the person's locale: per currency what is available now, and
 * what is still pending when there is some. Amounts stay the API's decimal strings until formatted.
 */
export const AccountBalances = forwardRefAsProp(function AccountBalances({ balances, ...props }: AccountBalancesProps) {
  const { t, i18n } = useMessages(accountsEn);
  return (
    <div {...props} {...part('account-balances', props)}>
      {balances.length === 0 ? (
        <p {...part('account-balances-empty')}>{t('accounts.balance.none')}</p>
      ) : (
        <dl aria-label={t('accounts.balances')} {...part('account-balance-list')}>
          {balances.flatMap((balance) => [
            <div key={`${balance.currency}:available`} {...part('account-balance')} data-currency={balance.currency}>
              <dt>{t('accounts.balance.available')}</dt>
              <dd {...part('account-balance-amount')}>{i18n.formatMoney(balance.available, balance.currency)}</dd>
            </div>,
            balance.pending != null && (
              <div key={`${balance.currency}:pending`} {...part('account-balance')} data-currency={balance.currency} data-kind="pending">
                <dt>{t('accounts.balance.pending')}</dt>
                <dd {...part('account-balance-amount')}>{i18n.formatMoney(balance.pending, balance.currency)}</dd>
              </div>
            ),
          ])}
        </dl>
      )}
    </div>
  );
});
