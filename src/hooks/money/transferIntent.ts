import { createIdempotencyKey } from '../../core/client/index.js';

/** Where transfer intents are kept: the part of `Storage` they need. */
export type TransferIntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Prefix of the session-storage key of an intent; the quote id follows it. */
export const TRANSFER_INTENT_KEY_PREFIX = 'paykit:transfer-intent:';

/** The session-storage key that holds the idempotency key of "execute quote `quoteId`". */
export function transferIntentKey(quoteId: string): string {
  return `${TRANSFER_INTENT_KEY_PREFIX}${quoteId}`;
}

/** The page's session storage, or `null` where there is none or it is refused (privacy modes). */
export function defaultTransferIntentStorage(): TransferIntentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// Keys of this page's open intents, for when storage is missing or refuses to write.
const memory = new Map<string, string>();

/**
 * The idempotency keys of open transfer intents, one per quote, kept in `storage` so a reload
 * during submission sends the same key again and the API replays the first answer instead of
 * paying twice. Storage errors fall back to memory: the page keeps its guarantee, a reload loses it.
 */
export function createTransferIntents(storage: TransferIntentStorage | null) {
  const read = (quoteId: string): string | null => {
    try {
      const stored = storage?.getItem(transferIntentKey(quoteId));
      if (stored) return stored;
    } catch {
      // Unreadable storage: the page's memory below is all there is.
    }
    return memory.get(quoteId) ?? null;
  };
  return {
    /** The open intent's key for the quote, or `null`. */
    read,
    /** The open intent's key for the quote, made and kept first when there is none. */
    open(quoteId: string): string {
      const existing = read(quoteId);
      if (existing) return existing;
      const key = createIdempotencyKey();
      try {
        if (!storage) throw new Error('No session storage');
        storage.setItem(transferIntentKey(quoteId), key);
      } catch {
        // No storage, quota exceeded or storage disabled: memory keeps the key for this page.
        memory.set(quoteId, key);
      }
      return key;
    },
    /** Ends the intent: the transfer is known, or the API refused it for good. */
    close(quoteId: string): void {
      memory.delete(quoteId);
      try {
        storage?.removeItem(transferIntentKey(quoteId));
      } catch {
        // Nothing to clean up where nothing could be stored.
      }
    },
  };
}

/** The store {@link createTransferIntents} makes. */
export type TransferIntents = ReturnType<typeof createTransferIntents>;
