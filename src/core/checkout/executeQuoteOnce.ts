import { createIdempotencyKey, hasErrorCode, isPaykitError, type CreateTransferBody, type PaykitClient } from '../client/index.js';
import type { Transfer } from '../schemas/index.js';

type TransferClient = Pick<PaykitClient, 'createTransfer' | 'getTransfer'>;

/** Sends the intent; a quote already executed answers with its transfer, which is read instead. */
async function createOrRead(client: TransferClient, body: CreateTransferBody, idempotencyKey: string, isRetry = false): Promise<Transfer> {
  try {
    return await client.createTransfer(body, { idempotencyKey });
  } catch (error) {
    if (hasErrorCode(error, 'quote_already_executed') && error.transferId) return client.getTransfer(error.transferId);
    // The key was first sent with another body (e.g. a memo edited while the outcome was
    // unknown). The quote itself is single-use, so a fresh key either executes it now or is
    // told quote_already_executed with the transfer: never a second transfer.
    if (!isRetry && hasErrorCode(error, 'idempotency_conflict')) return createOrRead(client, body, createIdempotencyKey(), true);
    throw error;
  }
}

/**
 * Executes a quote at most once under the intent's `idempotencyKey` and resolves to its transfer.
 * When the outcome is unknown after the client's own retries (network failure, timeout, 5xx, a
 * request still in progress, an answer that could not be read), it asks again under the same key
 * rather than anew: the API replays the first answer if the transfer was made, or makes it now if
 * it was not. A quote already executed (409 `quote_already_executed`) reads the transfer it names.
 *
 * @throws PaykitError when the API refuses (`outcome: 'refused'`: the intent is over), or when the
 * outcome is still unknown (`outcome: 'unknown'`: the intent stays open, send it again later under
 * the same key).
 *
 * @example
 * const transfer = await executeQuoteOnce(client, { quoteId }, intents.open(quoteId));
 */
export async function executeQuoteOnce(client: TransferClient, body: CreateTransferBody, idempotencyKey: string): Promise<Transfer> {
  try {
    return await createOrRead(client, body, idempotencyKey);
  } catch (error) {
    if (!isPaykitError(error) || error.outcome !== 'unknown') throw error;
    return createOrRead(client, body, idempotencyKey);
  }
}
