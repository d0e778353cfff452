import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toPaykitError, type CreateTransferBody, type PaykitError } from '../../core/client/index.js';
import { createTransferIntents, executeQuoteOnce, type TransferIntent } from '../../core/checkout/index.js';
import type { PaykitStorage } from '../../core/storage.js';
import type { Transfer } from '../../core/schemas/index.js';
import { useEventStreamLiveness } from '../useIsEventStreamLive.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { usePaykitStorage } from '../usePaykitStorage.js';
import { refreshAfterTransferCreated } from './transferCache.js';

/**
 * Where the transfer stands: `idle`, `submitting`, `created` (see `transfer`), `unknown` (no
 * readable answer came even after asking again: the intent stays open, so `execute` again or a
 * reload replays it safely), or `error` (the API refused: see `error`).
 */
export type CreateTransferStatus = 'idle' | 'submitting' | 'created' | 'unknown' | 'error';

/** Options of {@link useCreateTransfer}. */
export interface UseCreateTransferOptions {
  /**
   * Where the idempotency key of each open intent is kept, under
   * `paykit:transfer-intent:<quoteId>`; `null` keeps it in memory only (a reload then loses it).
   * @default the provider's `storage`
   */
  storage?: PaykitStorage | null;
  /**
   * Called once the transfer is known.
   * @default undefined
   */
  onSuccess?: (transfer: Transfer) => void;
}

/** What {@link useCreateTransfer} returns: state, then actions. */
export interface UseCreateTransferResult {
  /** Where the transfer stands. */
  status: CreateTransferStatus;
  /** The transfer, once known. */
  transfer: Transfer | undefined;
  /** Why the last execution failed, or why its outcome is unknown. */
  error: PaykitError | null;
  /**
   * Executes a quote. While a call is in flight, another returns that same promise and sends
   * nothing. Resolves to the transfer, or `null` when it failed (see `status` and `error`).
   */
  execute: (body: CreateTransferBody) => Promise<Transfer | null>;
  /** True when an earlier attempt to execute the quote (on this page or before a reload) is still open. */
  hasOpenIntent: (quoteId: string) => boolean;
  /** The latest intent of this tab still open (the page reloaded before its answer), or `null`: pass its `body` to `execute` to finish it. */
  latestOpenIntent: () => TransferIntent | null;
  /** Forgets an open intent that can no longer execute (its quote expired unexecuted). */
  dropIntent: (quoteId: string) => void;
  /** Back to `idle`; open intents are kept. */
  reset: () => void;
}

type State = Pick<UseCreateTransferResult, 'status' | 'transfer' | 'error'>;

const IDLE: State = { status: 'idle', transfer: undefined, error: null };

/**
 * Creates the transfer that executes a quote, so that it can never be made twice. The intent
 * "execute quote Q" has one idempotency key, kept in session storage under
 * `paykit:transfer-intent:<quoteId>` until the transfer is known: a double click sends one
 * request, and a reload during submission sends the same key again, which the API answers with
 * the first response. When no answer comes after the client's retries, the hook asks again under
 * that key instead of anew, and a `quote_already_executed` answer reads the existing transfer.
 * Once the transfer is known, the transfers, the quote and the account balances are refreshed.
 *
 * @param options Where intents are kept, and `onSuccess`.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function Confirm({ quoteId }: { quoteId: string }) {
 *   const { status, execute, error } = useCreateTransfer({ onSuccess: (transfer) => navigate(`/transfers/${transfer.id}`) });
 *   return (
 *     <>
 *       <button data-pending={status === 'submitting' || undefined} aria-disabled={status === 'submitting'} onClick={() => execute({ quoteId })}>
 *         Confirm
 *       </button>
 *       {status === 'error' && <p role="alert">{error?.message}</p>}
 *     </>
 *   );
 * }
 */
export function useCreateTransfer(options: UseCreateTransferOptions = {}): UseCreateTransferResult {
  const client = usePaykitClient('useCreateTransfer');
  const queryClient = useQueryClient();
  const isStreamLive = useEventStreamLiveness();
  const { storage } = options;
  const providerStorage = usePaykitStorage('useCreateTransfer');
  const intents = useMemo(() => createTransferIntents(storage === undefined ? providerStorage : storage), [storage, providerStorage]);
  const onSuccess = useRef(options.onSuccess);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
  });
  const inFlight = useRef<Promise<Transfer | null> | null>(null);
  const [state, setState] = useState<State>(IDLE);

  const execute = useCallback(
    (body: CreateTransferBody) => {
      if (inFlight.current) return inFlight.current;
      const { quoteId } = body;
      const idempotencyKey = intents.open(quoteId, body);
      setState({ status: 'submitting', transfer: undefined, error: null });
      const run = (async () => {
        try {
          const transfer = await executeQuoteOnce(client, body, idempotencyKey);
          intents.close(quoteId);
          refreshAfterTransferCreated(queryClient, transfer, quoteId, isStreamLive());
          setState({ status: 'created', transfer, error: null });
          onSuccess.current?.(transfer);
          return transfer;
        } catch (caught) {
          const error = toPaykitError(caught);
          const isUnknown = error.outcome === 'unknown';
          if (!isUnknown) intents.close(quoteId);
          setState({ status: isUnknown ? 'unknown' : 'error', transfer: undefined, error });
          return null;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      return run;
    },
    [client, queryClient, intents, isStreamLive],
  );

  const hasOpenIntent = useCallback((quoteId: string) => intents.read(quoteId) !== null, [intents]);
  const latestOpenIntent = useCallback(() => intents.latestOpen(), [intents]);
  const dropIntent = useCallback((quoteId: string) => intents.close(quoteId), [intents]);
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, execute, hasOpenIntent, latestOpenIntent, dropIntent, reset };
}
