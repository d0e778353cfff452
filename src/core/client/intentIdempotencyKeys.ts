import { createIdempotencyKey } from './idempotency.js';
import { isRefusal } from './PaykitError.js';

/** One idempotency key per intent, kept until the intent's outcome is known. */
export interface IntentIdempotencyKeys {
  /**
   * Calls `send` with the key of `variables`' intent: a new key for a new intent, the same key
   * when the same variables are sent again while the outcome of an earlier send is unknown (no
   * answer, a 5xx, a success whose body could not be read). A readable success or a refusal
   * (`isRefusal`) closes the intent, so the next send of those variables is a new one.
   */
  send: <TData, TVariables>(
    variables: TVariables,
    send: (variables: TVariables, idempotencyKey: string) => Promise<TData>,
  ) => Promise<TData>;
}

/** Open intents by their variables, serialized. */
export function createIntentIdempotencyKeys(): IntentIdempotencyKeys {
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
        // Anything short of a refusal may have been applied: the next send replays this key.
        if (isRefusal(error)) openIntents.delete(intent);
        throw error;
      }
    },
  };
}
