import { ApiProblem } from '../../../http/ApiProblem.js';
import type { Partition } from '../../../Partition.js';
import { accountsOfCustomer } from '../../money/store.js';

/**
 * The v3 id behind a v1 destination id: acc_ and dst_ ids are v3 ids already; a legacy recipient
 * account `racc_X` is the v3 destination `dst_X` (one record, named by either interface).
 */
export function v3DestinationIdOf(legacyId: string): string {
  return legacyId.startsWith('racc_') ? `dst_${legacyId.slice('racc_'.length)}` : legacyId;
}

/**
 * Where a v1 pay-in delivers when the body names no destination: the customer's first ready
 * issued wallet in `currency`, else its first ready external wallet in it; 409
 * quote_destination_missing at `/destinationId` when it has neither.
 */
export function defaultPayinWallet(partition: Partition, customerId: string, currency: string): string {
  const wallets = accountsOfCustomer(partition, customerId).filter(
    (account) => account.type === 'wallet' && account.currency === currency && account.status === 'ready',
  );
  const wallet = wallets.find((account) => account.origin === 'issued') ?? wallets[0];
  if (wallet) return wallet.id;
  const detail = `Customer ${customerId} has no ready ${currency} wallet to receive the pay-in; name a destinationId.`;
  throw new ApiProblem({
    status: 409,
    code: 'quote_destination_missing',
    detail,
    errors: [{ pointer: '/destinationId', code: 'quote_destination_missing', message: detail }],
    retryable: false,
  });
}
