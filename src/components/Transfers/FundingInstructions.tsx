import { useId, type ComponentPropsWithRef } from 'react';
import { useTransfer, useTransferInstructions } from '../../hooks/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { MoneyErrorNotice } from '../shared/MoneyError/MoneyErrorNotice.js';
import { part } from '../part.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { BankTransferDetails } from './BankTransferDetails.js';
import { DepositAddressDetails } from './DepositAddressDetails.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link FundingInstructions}: any `<section>` attribute but children, plus the ones below. */
export interface FundingInstructionsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'>, LoadErrorProps {
  /** The transfer awaiting funds (`tr_…`); keep it live with `useTransfer` beside this part. */
  transferId: string;
  /** The level of the instructions' heading. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
}

/**
 * How to fund a transfer that awaits funds: the amount to send and until when, then bank
 * coordinates with the reference code, or a deposit address with its network, memo and QR code.
 * Every value has a copy button. The instructions are read fresh on every mount, since deposit
 * coordinates can rotate; a kind the kit does not know asks the person to contact support.
 */
export const FundingInstructions = forwardRefAsProp(function FundingInstructions({
  transferId,
  headingLevel,
  onLoadError,
  ...props
}: FundingInstructionsProps) {
  const { t, i18n } = useMessages(transfersEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const query = useTransferInstructions(transferId);
  // The instructions are read once the transfer is read waiting for funds: a failed transfer read is this part's failure too.
  const transfer = useTransfer(transferId, { refetchInterval: false });
  const error = query.error ?? transfer.error;
  useLoadErrorCallback(error, onLoadError);
  const retry = () => void (transfer.isError ? transfer.refetch() : query.refetch());
  const instructions = query.data;

  return (
    <section aria-labelledby={headingId} {...props} {...part('funding-instructions', props)}>
      <Heading level={level} id={headingId} {...part('funding-instructions-title')}>
        {t('transfers.funding.title')}
      </Heading>
      <HeadingLevelProvider level={level + 1}>
        {error && <MoneyErrorNotice error={error} onAction={retry} />}
        {!error && query.status === 'pending' && (
          <SkeletonGroup label={t('transfers.funding.loading')}>
            <Skeleton />
            <Skeleton variant="block" />
          </SkeletonGroup>
        )}
        {instructions && (
          <>
            {instructions.amount && (
              <div {...part('funding-amount')}>
                <p>{t('transfers.funding.send', { amount: i18n.formatMoney(instructions.amount.amount, instructions.amount.currency) })}</p>
                <CopyableValue
                  label={t('transfers.funding.amount')}
                  value={instructions.amount.amount}
                  displayValue={i18n.formatMoney(instructions.amount.amount, instructions.amount.currency)}
                />
              </div>
            )}
            {instructions.expiresAt && (
              <p {...part('funding-expiry')}>{t('transfers.funding.expires', { date: i18n.formatDateTime(instructions.expiresAt) })}</p>
            )}
            {instructions.type === 'bank_transfer' && instructions.bankTransfer ? (
              <BankTransferDetails bankTransfer={instructions.bankTransfer} />
            ) : instructions.type === 'deposit_address' && instructions.depositAddress ? (
              <DepositAddressDetails
                depositAddress={instructions.depositAddress}
                fallbackCurrency={instructions.amount?.currency}
                amount={
                  instructions.amount &&
                  (instructions.depositAddress.currency ?? instructions.amount.currency) === instructions.amount.currency
                    ? instructions.amount.amount
                    : undefined
                }
              />
            ) : (
              <Callout tone="warning" title={t('transfers.funding.unknownTitle')}>
                {t('transfers.funding.unknown', { transferId })}
              </Callout>
            )}
          </>
        )}
      </HeadingLevelProvider>
    </section>
  );
});
