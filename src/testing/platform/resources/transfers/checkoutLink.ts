import type { TransferRecord } from './store.js';

/**
 * The link of a card pay-in's hosted checkout, its `checkout.url`: the transfer id in the path and
 * the transfer's own unguessable token (`_checkoutToken`) in the query, the page's only credential.
 */
export function checkoutUrl(origin: string, transfer: Pick<TransferRecord, 'id' | '_checkoutToken'>): string {
  return `${origin}/hosted/checkout/${transfer.id}?token=${transfer._checkoutToken ?? ''}`;
}
