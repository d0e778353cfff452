import { createIdempotencyKey, isPaykitError, isTransientError } from '../core/client/index.js';

/** One idempotency key per intent, kept while a transient failure may be retried. */
export interface IntentKeys {
  /**
   * Calls `send` with the key of `variables`' intent: a new key for a new intent, the same key
   * when the same variables are sent again after a transient failure. Any other outcome closes
   * the intent, so the next send of those variables is a new one.
   */
  send: <TData, TVariables>(variables: TVariables, send: (variables: TVariables, idempotencyKey: string) => Promise<TData>) => Promise<TData>;
}

/** Open intents by their variables, serialized. */
export function createIntentKeys(): IntentKeys {
  const openIntents = new Map<string, string>();
  return {
    send: async (variables, send) => {
      const intent = JSON.stringify(variables) ?? '';
      const idempotencyKey = openIntents.get(intent) ?? createIdempotencyKey();
      openIntents.set(intent, idempotencyKey);
      try {
        const data = await send(variables, idempotencyKey);
        openIntents.delete(intent);
        return data;
      } catch (error) {
        if (!isPaykitError(error) || !isTransientError(error)) openIntents.delete(intent);
        throw error;
      }
    },
  };
}
