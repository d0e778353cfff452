import type { CreateTransferBody } from '../../client/index.js';
import type { PaykitStorage } from '../../storage.js';
import { createTransferIntents, OPEN_TRANSFER_INTENT_STORAGE_KEY } from '../transferIntent.js';

/**
 * Leaves in `storage` what a page that sent "Confirm and pay" for `quoteId` and reloaded before
 * the answer leaves behind: the quote's open transfer intent, its key and `body`.
 */
export function leaveOpenTransferIntent(storage: PaykitStorage, quoteId: string, body: Omit<CreateTransferBody, 'quoteId'>): void {
  createTransferIntents(storage).open(quoteId, { ...body, quoteId });
}

/** True while `storage` still names an open transfer intent, one a reload would send again. */
export function hasOpenTransferIntent(storage: PaykitStorage): boolean {
  return storage.getItem(OPEN_TRANSFER_INTENT_STORAGE_KEY) !== null;
}
