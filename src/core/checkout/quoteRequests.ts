import { createIdempotencyKey, isRefusal, type PaykitClient } from '../client/index.js';
import type { Quote } from '../schemas/index.js';
import type { QuoteInput } from './checkoutTypes.js';

/** Sends quote requests with the idempotency key of their intent. */
export interface QuoteRequests {
  /**
   * Asks the API to price `input`. The same input sent again after a failure whose outcome is
   * unknown reuses its key (the API answers with the quote it may have made); `fresh` (a re-quote)
   * starts a new intent with a new key. The key is dropped on a readable answer or a refusal.
   */
  send(input: QuoteInput, fresh: boolean): Promise<Quote>;
  /** Forgets the open intent. */
  forget(): void;
}

/**
 * The quote intents of one checkout or one `useQuote`: one idempotency key per input until it is
 * answered or refused.
 *
 * @example
 * const quotes = createQuoteRequests(client);
 * const quote = await quotes.send(input, false);
 */
export function createQuoteRequests(client: Pick<PaykitClient, 'createQuote'>): QuoteRequests {
  let open: { input: string; key: string } | null = null;
  return {
    async send(input, fresh) {
      const serialized = JSON.stringify(input);
      if (fresh || open?.input !== serialized) open = { input: serialized, key: createIdempotencyKey() };
      const { key } = open;
      try {
        const quote = await client.createQuote(input, { idempotencyKey: key });
        if (open?.key === key) open = null;
        return quote;
      } catch (error) {
        if (isRefusal(error) && open?.key === key) open = null;
        throw error;
      }
    },
    forget() {
      open = null;
    },
  };
}
