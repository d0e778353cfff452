import type { ComponentPropsWithRef } from 'react';
import type { TransferCurrencyTotal } from '../../core/transferHistory/index.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferTotals}: any `<div>` attribute but children, plus `totals`. */
export interface TransferTotalsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What the shown transfers sent and delivered, per currency (`transferTotals`). */
  totals: readonly TransferCurrencyTotal[];
}

/** The totals of a transfer history as a table: per currency, what was sent and what was delivered. */
export const TransferTotals = forwardRefAsProp(function TransferTotals({ totals, ...props }: TransferTotalsProps) {
  const { t, i18n } = useMessages(transfersEn);
  return (
    <div {...props} {...part('transfer-totals', props)}>
      <table {...part('transfer-totals-table')}>
        <caption>{t('transfers.list.totals.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfers.list.totals.currency')}</th>
            <th scope="col">{t('transfers.list.totals.in')}</th>
            <th scope="col">{t('transfers.list.totals.out')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.currency} data-currency={total.currency}>
              <th scope="row">{total.currency}</th>
              <td>{i18n.formatMoney(total.in, total.currency)}</td>
              <td>{i18n.formatMoney(total.out, total.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p {...part('transfer-totals-note')}>{t('transfers.list.totals.note')}</p>
    </div>
  );
});
