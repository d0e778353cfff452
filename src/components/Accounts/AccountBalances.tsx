import type { ComponentPropsWithRef } from 'react';
import type { Balance } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { partClass } from '../partClass.js';
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
    <div data-slot="account-balances" {...props} className={partClass('account-balances', props.className)}>
      {balances.length === 0 ? (
        <p data-slot="account-balances-empty" className="paykit-account-balances-empty">
          {t('accounts.balance.none')}
        </p>
      ) : (
        <dl aria-label={t('accounts.balances')} data-slot="account-balance-list" className="paykit-account-balance-list">
          {balances.flatMap((balance) => [
            <div
              key={`${balance.currency}:available`}
              data-slot="account-balance"
              className="paykit-account-balance"
              data-currency={balance.currency}
            >
              <dt>{t('accounts.balance.available')}</dt>
              <dd data-slot="account-balance-amount" className="paykit-account-balance-amount">
                {i18n.formatMoney(balance.available, balance.currency)}
              </dd>
            </div>,
            balance.pending != null && (
              <div
                key={`${balance.currency}:pending`}
                data-slot="account-balance"
                className="paykit-account-balance"
                data-currency={balance.currency}
                data-kind="pending"
              >
                <dt>{t('accounts.balance.pending')}</dt>
                <dd data-slot="account-balance-amount" className="paykit-account-balance-amount">
                  {i18n.formatMoney(balance.pending, balance.currency)}
                </dd>
              </div>
            ),
          ])}
        </dl>
      )}
    </div>
  );
});
