import type { ComponentPropsWithRef } from 'react';
import type { AccountFees } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { Heading } from '../primitives/Heading/index.js';

/** Props for {@link AccountFeesSummary}: any `<div>` attribute plus `fees`. */
export interface AccountFeesSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The account's developer fees on deposits; nothing is shown when neither is set. */
  fees: AccountFees | null | undefined;
}

/**
 * The fees taken from each deposit into an issued bank account: a percentage (`developerFeePercent`,
 * `"0.5"` is 0.5 %) and a fixed amount (`developerFeeFixed`), each shown when set.
 */
export const AccountFeesSummary = forwardRefAsProp(function AccountFeesSummary({ fees, ...props }: AccountFeesSummaryProps) {
  const { t, i18n } = useMessages(accountsEn);
  const percent = fees?.developerFeePercent ?? null;
  const fixed = fees?.developerFeeFixed ?? null;
  if (percent === null && fixed === null) return null;
  return (
    <div {...props} {...part('account-fees', props)}>
      <Heading {...part('account-fees-title')}>{t('accounts.fees')}</Heading>
      <dl {...part('account-fees-list')}>
        {percent !== null && (
          <div {...part('account-fee')}>
            <dt>{t('accounts.fees.percentOfDeposit')}</dt>
            <dd>{t('accounts.fees.percent', { percent: i18n.formatNumber(percent, { maximumFractionDigits: 4 }) })}</dd>
          </div>
        )}
        {fixed !== null && (
          <div {...part('account-fee')}>
            <dt>{t('accounts.fees.fixed')}</dt>
            <dd>{i18n.formatMoney(fixed.amount, fixed.currency)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
});
