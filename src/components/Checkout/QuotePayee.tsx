import type { Quote } from '../../core/schemas/index.js';
import { useAccounts, useDestinations, useRecipients } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { part } from '../part.js';
import { destinationLabel, recipientName } from '../Payees/index.js';
import { accountOptionLabel } from './checkoutText.js';

/** Props for {@link QuotePayee}. */
export interface QuotePayeeProps {
  /** The quote being confirmed: its `destinationId` says where the money goes. */
  quote: Quote;
  /** The recipient whose destination it is, for a third-party payout; absent for one of the customer's own accounts. */
  recipientId?: string;
}

/**
 * Who gets paid, on the confirm step: the recipient's name and their destination's method with
 * masked coordinates (the network and a short address for a wallet), or the customer's own
 * account. Nothing while they are read.
 */
export function QuotePayee({ quote, recipientId = '' }: QuotePayeeProps) {
  const { t } = useMessages(checkoutEn, payeesEn);
  const isRecipient = recipientId !== '';
  const recipients = useRecipients(undefined, { enabled: isRecipient });
  const destinations = useDestinations(recipientId, { enabled: isRecipient });
  const accounts = useAccounts({}, { enabled: !isRecipient });
  const destinationId = quote.destinationId ?? '';
  let text: string | null = null;
  if (isRecipient) {
    const recipient = recipients.data?.find((each) => each.id === recipientId);
    const destination = destinations.data?.find((each) => each.id === destinationId);
    if (recipient && destination)
      text = t('checkout.payee.to', { name: recipientName(t, recipient), destination: destinationLabel(t, destination) });
  } else {
    const account = accounts.data?.find((each) => each.id === destinationId);
    if (account) text = t('checkout.payee.toOwn', { account: accountOptionLabel(t, account) });
  }
  if (text === null) return null;
  return (
    <p data-payee={isRecipient ? 'recipient' : 'own'} {...part('checkout-payee')}>
      {text}
    </p>
  );
}
