import type { ComponentPropsWithRef } from 'react';
import { depositPaymentUri } from '../../core/money/depositPaymentUri.js';
import type { DepositAddressInstructions } from '../../core/schemas/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { openEnumLabel } from '../text/index.js';
import { DepositAddressQr } from './DepositAddressQr.js';
import { FundingCoordinate } from './FundingCoordinate.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link DepositAddressDetails}: any `<div>` attribute but children, plus the address. */
export interface DepositAddressDetailsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  depositAddress: DepositAddressInstructions;
  /**
   * The currency to send, when the address does not name one (the instructions' amount).
   * @default undefined
   */
  fallbackCurrency?: string;
  /**
   * The amount to send, a decimal string in the currency's units: the QR code's payment request
   * carries it when the API names the token.
   * @default undefined
   */
  amount?: string;
}

/**
 * A blockchain deposit address: the network in words with a warning that only that network and
 * currency may be used, the address as text with a copy button, a QR code of the network's payment
 * request (EIP-681, Solana Pay, SEP-7 when the API names the token; the bare address otherwise),
 * and the memo (destination tag) when the network needs one.
 */
export const DepositAddressDetails = forwardRefAsProp(function DepositAddressDetails({
  depositAddress,
  fallbackCurrency,
  amount,
  ...props
}: DepositAddressDetailsProps) {
  const { t } = useMessages(transfersEn);
  const network = openEnumLabel(t, 'transfers.network.', depositAddress.network);
  const currency = depositAddress.currency ?? fallbackCurrency;
  const paymentUri = depositPaymentUri({ ...depositAddress, currency, amount });
  return (
    <div {...props} {...part('deposit-address-details', props)}>
      <Callout tone="warning" title={t('transfers.deposit.networkTitle', { network })}>
        {currency
          ? t('transfers.deposit.networkWarning', { network, currency })
          : t('transfers.deposit.networkWarningNoCurrency', { network })}
      </Callout>
      <div {...part('deposit-address-body')}>
        <DepositAddressQr value={paymentUri} alt={t('transfers.deposit.qrAlt', { network, address: depositAddress.address })} />
        <dl {...part('funding-coordinates')}>
          <FundingCoordinate label={t('transfers.deposit.network')}>{network}</FundingCoordinate>
          <FundingCoordinate label={t('transfers.deposit.address')}>
            <CopyableValue label={t('transfers.deposit.address')} value={depositAddress.address} />
          </FundingCoordinate>
          {depositAddress.memo && (
            <FundingCoordinate label={t('transfers.deposit.memo')}>
              <CopyableValue label={t('transfers.deposit.memo')} value={depositAddress.memo} />
              <p {...part('funding-note')}>{t('transfers.deposit.memoWhy')}</p>
            </FundingCoordinate>
          )}
        </dl>
      </div>
    </div>
  );
});
