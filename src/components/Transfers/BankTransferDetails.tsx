import type { ComponentPropsWithRef } from 'react';
import type { BankTransferInstructions } from '../../core/schemas/index.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { CopyableValue } from '../primitives/CopyableValue/CopyableValue.js';
import { useMessages } from '../messages/index.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { FundingCoordinate } from './FundingCoordinate.js';
import { part } from '../part.js';
import { groupInFours } from '../text/groupInFours.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link BankTransferDetails}: any `<div>` attribute but children, plus the coordinates. */
export interface BankTransferDetailsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  bankTransfer: BankTransferInstructions;
}

type CoordinateId =
  | 'transfers.bank.accountHolderName'
  | 'transfers.bank.bankName'
  | 'transfers.bank.iban'
  | 'transfers.bank.bic'
  | 'transfers.bank.routingNumber'
  | 'transfers.bank.accountNumber'
  | 'transfers.bank.sortCode';

/**
 * Bank coordinates to pay into, each with a copy button, led by the reference code the payer must
 * quote (without it the money cannot be matched to the transfer). Only the coordinates the
 * platform gave are shown; an IBAN is grouped in fours for reading and copied without spaces.
 */
export const BankTransferDetails = forwardRefAsProp(function BankTransferDetails({ bankTransfer, ...props }: BankTransferDetailsProps) {
  const { t, i18n } = useMessages(transfersEn);
  const extra = bankTransfer as Record<string, unknown>;
  const sortCode = typeof extra.sortCode === 'string' ? extra.sortCode : null;
  const coordinates: [CoordinateId, string | null | undefined][] = [
    ['transfers.bank.accountHolderName', bankTransfer.accountHolderName],
    ['transfers.bank.bankName', bankTransfer.bankName],
    ['transfers.bank.iban', bankTransfer.iban],
    ['transfers.bank.bic', bankTransfer.bic],
    ['transfers.bank.routingNumber', bankTransfer.routingNumber],
    ['transfers.bank.sortCode', sortCode],
    ['transfers.bank.accountNumber', bankTransfer.accountNumber],
  ];
  const address = bankTransfer.bankAddress;
  const addressText = address
    ? [
        address.streetLine1,
        address.streetLine2,
        [address.postalCode, address.city].filter(Boolean).join(' '),
        address.state,
        address.country ? i18n.countryName(address.country) : null,
      ]
        .filter((part) => part)
        .join(', ')
    : '';

  return (
    <div {...props} {...part('bank-transfer-details', props)}>
      <Callout tone="warning" title={t('transfers.bank.referenceTitle')}>
        <p>{t('transfers.bank.referenceWhy')}</p>
        <CopyableValue label={t('transfers.bank.reference')} value={bankTransfer.reference} />
      </Callout>
      <dl {...part('funding-coordinates')}>
        {coordinates.map(([id, value]) =>
          value ? (
            <FundingCoordinate key={id} label={t(id)}>
              <CopyableValue
                label={t(id)}
                value={value.replace(/\s+/g, '')}
                displayValue={id === 'transfers.bank.iban' ? groupInFours(value) : value}
              />
            </FundingCoordinate>
          ) : null,
        )}
        {addressText && <FundingCoordinate label={t('transfers.bank.bankAddress')}>{addressText}</FundingCoordinate>}
        {bankTransfer.country && (
          <FundingCoordinate label={t('transfers.bank.country')}>{i18n.countryName(bankTransfer.country)}</FundingCoordinate>
        )}
      </dl>
    </div>
  );
});
