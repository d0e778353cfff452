import { useQueries } from '@tanstack/react-query';
import type { Transfer } from '../../core/schemas/index.js';
import { destinationsQuery } from '../../hooks/money/useDestinations.js';
import { useAccounts, usePaykitClient, useRecipients } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { destinationLabel, recipientName } from '../Payees/index.js';

/**
 * How long the payees read for transfers stay fresh: names and masked coordinates rarely change,
 * and every change the kit makes refreshes them, so opening a transfer does not read them again.
 */
const PAYEE_LOOKUP_STALE_MS = 5 * 60_000;

/**
 * Who receives each of `transfers`, in words: the recipient's name and the destination's method
 * with masked coordinates (a wallet's network and short address), or the customer's own account.
 * The API lists destinations per recipient only, so this reads the recipients once and each one's
 * destinations once (shared with the payee parts' cache), for a whole list, never per row.
 * `null` for a transfer with no destination (a pay-in) or one no longer listed (archived).
 */
export function useTransferPayees(transfers: readonly Transfer[]): (transfer: Transfer) => string | null {
  const { t } = useMessages(transfersEn, payeesEn);
  const client = usePaykitClient('useTransferPayees');
  const ids = transfers.flatMap((transfer) => (transfer.destinationId ? [transfer.destinationId] : []));
  const needsRecipients = ids.some((id) => id.startsWith('dst_'));
  const lookup = { staleTime: PAYEE_LOOKUP_STALE_MS };
  const recipients = useRecipients(undefined, { ...lookup, enabled: needsRecipients });
  const accounts = useAccounts({}, { ...lookup, enabled: ids.some((id) => id.startsWith('acc_')) });
  const destinationLists = useQueries({
    queries: (needsRecipients ? (recipients.data ?? []) : []).map((recipient) => ({
      ...destinationsQuery(client, recipient.id),
      ...lookup,
    })),
  });

  const words = new Map<string, string>();
  for (const account of accounts.data ?? []) {
    const { label, currency } = account;
    words.set(account.id, label ? t('transfers.payee.ownLabelled', { label }) : t('transfers.payee.own', { currency: currency ?? '' }));
  }
  (recipients.data ?? []).forEach((recipient, index) => {
    for (const destination of destinationLists[index]?.data ?? []) {
      words.set(
        destination.id,
        t('transfers.payee.to', { name: recipientName(t, recipient), destination: destinationLabel(t, destination) }),
      );
    }
  });
  return (transfer) => (transfer.destinationId ? (words.get(transfer.destinationId) ?? null) : null);
}
