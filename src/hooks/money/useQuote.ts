import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createQuoteRequests } from '../../core/checkout/index.js';
import { toPaykitError, type CreateQuoteBody, type PaykitError } from '../../core/client/index.js';
import type { Quote } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { usePaykitClient } from '../usePaykitClient.js';
import { secondsUntil } from '../../core/checkout/quoteCountdown.js';

/**
 * Where a quote stands: `idle` (none asked), `quoting` (asking), `quoted` (live, counting down),
 * `expired` (its time ran out), `requoting` (asking again with the same input), `executed` (a
 * transfer used it), `failed` (the API says it cannot be executed, or a state paykit does not
 * know), `error` (the last request failed: read `error`).
 */
export type QuoteStatus = 'idle' | 'quoting' | 'quoted' | 'expired' | 'requoting' | 'executed' | 'failed' | 'error';

/** Options of {@link useQuote}. */
export interface UseQuoteOptions {
  /**
   * Re-quote once, with the same input, when the quote expires while the page is visible. A quote
   * that expires in a hidden tab waits for `requote()`.
   * @default true
   */
  autoRequote?: boolean;
  /**
   * The clock the countdown reads, in epoch milliseconds.
   * @default Date.now
   */
  now?: () => number;
}

/** What {@link useQuote} returns: state, then actions. */
export interface UseQuoteResult {
  /** Where the quote stands. */
  status: QuoteStatus;
  /** The latest quote, as last read (it turns `executed` once a transfer uses it). */
  quote: Quote | undefined;
  /** The failure of the last request, `null` after a success. */
  error: PaykitError | null;
  /** Whole seconds until `expiresAt`, updated every second; `null` without a live quote. */
  secondsLeft: number | null;
  /** True once the quote's time has run out (or the API says it expired). */
  isExpired: boolean;
  /**
   * Asks for a quote. One idempotency key per input: sending the same input again after a
   * failure whose outcome is unknown (`PaykitError.outcome`) reuses it. Resolves to the quote, or `null` when it failed (see `error`).
   */
  create: (input: CreateQuoteBody) => Promise<Quote | null>;
  /** Asks again with the last input, as a new intent (a new key). Resolves to `null` without one. */
  requote: () => Promise<Quote | null>;
  /** Forgets the quote, the input and the error. */
  reset: () => void;
}

type Request = { status: 'idle' | 'pending' | 'error'; kind: 'create' | 'requote'; error: PaykitError | null };

const IDLE: Request = { status: 'idle', kind: 'create', error: null };

function quoteStatus(request: Request, quote: Quote | undefined, isExpired: boolean): QuoteStatus {
  if (request.status === 'pending') return request.kind === 'requote' ? 'requoting' : 'quoting';
  if (request.status === 'error') return 'error';
  if (!quote) return 'idle';
  if (quote.state === 'executed') return 'executed';
  if (isExpired) return 'expired';
  return quote.state === 'active' ? 'quoted' : 'failed';
}

/**
 * A live quote: create one, watch its countdown to `expiresAt`, and re-quote when it runs out.
 * The quote is cached under `paykitQueryKeys.quotes.detail(id)`, so a transfer made from it refreshes
 * it (it turns `executed`). By default, a quote that expires while the page is visible is
 * re-quoted once with the same input (a new intent, a new idempotency key); a further expiry, or
 * one in a hidden tab, waits for `requote()`.
 *
 * @param options `autoRequote` and the countdown's clock.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function LiveQuote({ input }: { input: CreateQuoteBody }) {
 *   const { status, quote, secondsLeft, create, requote } = useQuote();
 *   useEffect(() => void create(input), [create, input]);
 *   if (status === 'expired') return <button onClick={() => requote()}>Refresh the quote</button>;
 *   if (!quote) return <Spinner />;
 *   return <p data-state={status}>{quote.out.amount} {quote.out.currency}, {secondsLeft} s left</p>;
 * }
 */
export function useQuote(options: UseQuoteOptions = {}): UseQuoteResult {
  const { autoRequote = true } = options;
  const client = usePaykitClient('useQuote');
  const queryClient = useQueryClient();
  const nowRef = useRef(options.now ?? Date.now);
  useEffect(() => {
    nowRef.current = options.now ?? Date.now;
  });

  const [quoteId, setQuoteId] = useState<string | null>(null);
  const [request, setRequest] = useState<Request>(IDLE);
  /** The countdown's "now": read when a quote arrives, then once a second. */
  const [nowMs, setNowMs] = useState(() => (options.now ?? Date.now)());
  const input = useRef<CreateQuoteBody | null>(null);
  const quotes = useMemo(() => createQuoteRequests(client), [client]);
  const latest = useRef(0);
  /** Whether the current quote may still be re-quoted automatically. */
  const mayAutoRequote = useRef(false);

  const { data: quote } = useQuery({
    queryKey: paykitQueryKeys.quotes.detail(quoteId ?? ''),
    queryFn: ({ signal }) => client.getQuote(quoteId as string, { signal }),
    enabled: quoteId !== null,
    staleTime: Infinity,
  });

  const send = useCallback(
    async (body: CreateQuoteBody, kind: Request['kind'], fresh: boolean): Promise<Quote | null> => {
      input.current = body;
      const sequence = ++latest.current;
      setRequest({ status: 'pending', kind, error: null });
      try {
        const created = await quotes.send(body, fresh);
        queryClient.setQueryData(paykitQueryKeys.quotes.detail(created.id), created);
        if (sequence === latest.current) {
          setNowMs(nowRef.current());
          setQuoteId(created.id);
          setRequest(IDLE);
        }
        return created;
      } catch (caught) {
        const error = toPaykitError(caught);
        if (sequence === latest.current) setRequest({ status: 'error', kind, error });
        return null;
      }
    },
    [quotes, queryClient],
  );

  const create = useCallback(
    (body: CreateQuoteBody) => {
      mayAutoRequote.current = true;
      return send(body, 'create', false);
    },
    [send],
  );

  const requote = useCallback(async () => {
    if (!input.current) return null;
    mayAutoRequote.current = true;
    return send(input.current, 'requote', true);
  }, [send]);

  const reset = useCallback(() => {
    latest.current += 1;
    input.current = null;
    quotes.forget();
    mayAutoRequote.current = false;
    setQuoteId(null);
    setRequest(IDLE);
  }, [quotes]);

  const isActive = quote?.state === 'active';
  const secondsLeft = quote && isActive ? secondsUntil(quote.expiresAt, nowMs) : null;
  const isExpired = quote?.state === 'expired' || secondsLeft === 0;

  useEffect(() => {
    if (!isActive || isExpired) return undefined;
    const timer = setInterval(() => setNowMs(nowRef.current()), 1_000);
    return () => clearInterval(timer);
  }, [isActive, isExpired, quote?.id]);

  useEffect(() => {
    if (!isExpired || !autoRequote || !mayAutoRequote.current || !input.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    mayAutoRequote.current = false;
    void send(input.current, 'requote', true);
  }, [isExpired, autoRequote, quote?.id, send]);

  return {
    status: quoteStatus(request, quote, isExpired),
    quote,
    error: request.error,
    secondsLeft,
    isExpired,
    create,
    requote,
    reset,
  };
}
