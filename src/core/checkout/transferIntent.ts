import type { PaykitStorage } from '../storage.js';
import { createIdempotencyKey, type CreateTransferBody } from '../client/index.js';

/** Prefix of the session-storage key of an intent; the quote id follows it. */
export const TRANSFER_INTENT_STORAGE_KEY_PREFIX = 'paykit:transfer-intent:';

/** The session-storage key that names the quote of the latest intent still open in this tab. */
export const OPEN_TRANSFER_INTENT_STORAGE_KEY = 'paykit:open-transfer-intent';

/** The session-storage key that holds the idempotency key of "execute quote `quoteId`". */
export function transferIntentStorageKey(quoteId: string): string {
  return `${TRANSFER_INTENT_STORAGE_KEY_PREFIX}${quoteId}`;
}

/** An intent to execute a quote: its idempotency key and the body it was first sent with. */
export interface TransferIntent {
  quoteId: string;
  idempotencyKey: string;
  body: CreateTransferBody;
}

// This page's open intents, for when storage is missing or refuses to write.
const memory = new Map<string, TransferIntent>();

/** A stored intent: `{ idempotencyKey, body }` as JSON, or a bare key as written before bodies were kept. */
function parseIntent(quoteId: string, stored: string): TransferIntent {
  try {
    const parsed = JSON.parse(stored) as Partial<TransferIntent> | null;
    if (parsed && typeof parsed.idempotencyKey === 'string') {
      const body = parsed.body && typeof parsed.body === 'object' ? parsed.body : { quoteId };
      return { quoteId, idempotencyKey: parsed.idempotencyKey, body: { ...body, quoteId } };
    }
  } catch {
    // Not JSON: a bare key.
  }
  return { quoteId, idempotencyKey: stored, body: { quoteId } };
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * The idempotency keys of open transfer intents, one per quote, kept in `storage` with the body
 * first sent, so a reload during submission sends the same request again and the API replays
 * the first answer instead of paying twice. Storage errors fall back to memory: the page keeps
 * its guarantee, a reload loses it.
 */
export function createTransferIntents(storage: PaykitStorage | null) {
  const find = (quoteId: string): TransferIntent | null => {
    const stored = safely(() => storage?.getItem(transferIntentStorageKey(quoteId)) ?? null, null);
    if (stored) return parseIntent(quoteId, stored);
    return memory.get(quoteId) ?? null;
  };
  return {
    /** The open intent's key for the quote, or `null`. */
    read(quoteId: string): string | null {
      return find(quoteId)?.idempotencyKey ?? null;
    },
    /** The open intent for the quote, key and body, or `null`. */
    find,
    /** The latest intent of this tab that is still open (a reload came before its answer), or `null`. */
    latestOpen(): TransferIntent | null {
      const quoteId = safely(() => storage?.getItem(OPEN_TRANSFER_INTENT_STORAGE_KEY) ?? null, null);
      return quoteId ? find(quoteId) : null;
    },
    /**
     * The open intent's key for the quote, made and kept first (with `body`) when there is none.
     * An open intent keeps its first body: a replay must send what was sent.
     */
    open(quoteId: string, body: CreateTransferBody = { quoteId }): string {
      const existing = find(quoteId);
      if (existing) return existing.idempotencyKey;
      const intent: TransferIntent = { quoteId, idempotencyKey: createIdempotencyKey(), body: { ...body, quoteId } };
      try {
        if (!storage) throw new Error('No session storage');
        storage.setItem(transferIntentStorageKey(quoteId), JSON.stringify({ idempotencyKey: intent.idempotencyKey, body: intent.body }));
        storage.setItem(OPEN_TRANSFER_INTENT_STORAGE_KEY, quoteId);
      } catch {
        // No storage, quota exceeded or storage disabled: memory keeps the intent for this page.
        memory.set(quoteId, intent);
      }
      return intent.idempotencyKey;
    },
    /** Ends the intent: the transfer is known, or the API refused it for good. */
    close(quoteId: string): void {
      memory.delete(quoteId);
      try {
        storage?.removeItem(transferIntentStorageKey(quoteId));
        if (storage?.getItem(OPEN_TRANSFER_INTENT_STORAGE_KEY) === quoteId) storage.removeItem(OPEN_TRANSFER_INTENT_STORAGE_KEY);
      } catch {
        // Nothing to clean up where nothing could be stored.
      }
    },
  };
}

/** The store {@link createTransferIntents} makes. */
export type TransferIntents = ReturnType<typeof createTransferIntents>;
