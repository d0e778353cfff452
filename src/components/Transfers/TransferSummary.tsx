import type { ComponentPropsWithRef } from 'react';
import type { Transfer } from '../../core/schemas/index.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { openEnumLabel } from '../text/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferSummary}: any `<dl>` attribute but children, plus `transfer`. */
export interface TransferSummaryProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  transfer: Transfer;
  /**
   * Who receives the money, in words (see `TransferDetails`, which reads it).
   * @default undefined (not shown)
   */
  payee?: string | null;
}

/**
 * The facts of a transfer as a description list: the amount sent and the amount delivered (or
 * when it will be known), who receives it, the direction in words, the memo and the merchant's reference, when it
 * was created, and its id with a copy button (the id is what support asks for).
 */
export const TransferSummary = forwardRefAsProp(function TransferSummary({ transfer, payee, ...props }: TransferSummaryProps) {
  const { t, i18n } = useMessages(transfersEn);
  const { in: sent, out: delivered } = transfer;
  return (
    <dl {...props} {...part('transfer-summary', props)}>
      <div {...part('transfer-summary-item')}>
        <dt>{t('transfers.summary.sent')}</dt>
        <dd>
          {sent.amount ? i18n.formatMoney(sent.amount, sent.currency) : t('transfers.summary.amountPending', { currency: sent.currency })}
        </dd>
      </div>
      <div {...part('transfer-summary-item')}>
        <dt>{t('transfers.summary.delivered')}</dt>
        <dd>
          {delivered.amount
            ? i18n.formatMoney(delivered.amount, delivered.currency)
            : t('transfers.summary.amountPending', { currency: delivered.currency })}
        </dd>
      </div>
      {payee && (
        <div {...part('transfer-summary-item')} data-item="payee">
          <dt>{t('transfers.payee.label')}</dt>
          <dd>{payee}</dd>
        </div>
      )}
      {transfer.direction && (
        <div {...part('transfer-summary-item')}>
          <dt>{t('transfers.summary.direction')}</dt>
          <dd>{openEnumLabel(t, 'transfers.direction.', transfer.direction)}</dd>
        </div>
      )}
      {transfer.memo && (
        <div {...part('transfer-summary-item')}>
          <dt>{t('transfers.summary.memo')}</dt>
          <dd>{transfer.memo}</dd>
        </div>
      )}
      {transfer.externalId && (
        <div {...part('transfer-summary-item')}>
          <dt>{t('transfers.summary.reference')}</dt>
          <dd>{transfer.externalId}</dd>
        </div>
      )}
      {transfer.createdAt && (
        <div {...part('transfer-summary-item')}>
          <dt>{t('transfers.summary.created')}</dt>
          <dd>
            <time dateTime={transfer.createdAt}>{i18n.formatDateTime(transfer.createdAt)}</time>
          </dd>
        </div>
      )}
      <div {...part('transfer-summary-id')}>
        <dt>{t('transfers.summary.id')}</dt>
        <dd>
          <CopyableValue label={t('transfers.summary.id')} value={transfer.id} />
        </dd>
      </div>
    </dl>
  );
});
