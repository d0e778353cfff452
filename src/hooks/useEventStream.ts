import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { eventHintSchema } from '../core/schemas/eventHint.js';
import { keysForResource } from './keysForResource.js';
import { paykitKeys } from './paykitKeys.js';

/**
 * Where the event stream stands: `'idle'` when disabled or where the runtime has no
 * `EventSource` (server rendering), `'connecting'` (also while reconnecting), `'open'`, or
 * `'closed'` once it gave up (too many failures in a row, or the server ended it for good).
 */
export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What the hook needs of an `EventSource`. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** A constructor shaped like the browser's `EventSource`. */
export type EventSourceClass = new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike;

/** Options of {@link useEventStream}. */
export interface UseEventStreamOptions {
  /**
   * The proxy's event stream.
   * @default '/api/paykit/events'
   */
  url?: string;
  /**
   * Whether to subscribe.
   * @default true
   */
  enabled?: boolean;
  /**
   * The cache whose queries the hints invalidate.
   * @default the QueryClient of the enclosing QueryClientProvider
   */
  queryClient?: QueryClient;
  /**
   * Consecutive failures (errors without an `open` between them) after which the hook stops
   * reconnecting and reports `'closed'`.
   * @default 8
   */
  maxRetries?: number;
  /**
   * The `EventSource` implementation, e.g. a polyfill or a fake in tests. Pass a stable value:
   * a new one reconnects.
   * @default globalThis.EventSource; without one the hook does nothing
   */
  eventSourceClass?: EventSourceClass;
}

/** What {@link useEventStream} returns. */
export interface UseEventStreamResult {
  /** Where the stream stands. */
  status: EventStreamStatus;
}

/** The default stream URL: the default client base URL and the proxy's event stream path. */
export const DEFAULT_EVENT_STREAM_URL = '/api/paykit/events';

/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
const CLOSED = 2;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s before the hook reopens a stream the browser gave up on. */
const backoffMs = (failures: number) => Math.min(1_000 * 2 ** (failures - 1), MAX_BACKOFF_MS);

function defaultEventSourceClass(): EventSourceClass | undefined {
  return typeof EventSource === 'undefined' ? undefined : (EventSource as EventSourceClass);
}

function invalidateFor(queryClient: QueryClient, data: unknown): void {
  if (typeof data !== 'string') return;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const parsed = eventHintSchema.safeParse(json);
  if (!parsed.success) return;
  for (const queryKey of keysForResource(parsed.data.resource)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Subscribes to the proxy's Server-Sent Events and, for each `hint` (which resource changed),
 * invalidates the paykit queries that read it, so they refetch through the proxy; the read stays
 * the truth. After a dropped connection reopens, every paykit query is invalidated, since hints
 * may have been missed. `PaykitProvider` calls it for you (its `events` prop).
 *
 * @example
 * function LiveBadge() {
 *   const { status } = useEventStream({ url: '/api/paykit/events' });
 *   return <span data-state={status}>{status === 'open' ? 'Live' : 'Offline'}</span>;
 * }
 */
export function useEventStream(options: UseEventStreamOptions = {}): UseEventStreamResult {
  const { url = DEFAULT_EVENT_STREAM_URL, enabled = true, maxRetries = 8, eventSourceClass } = options;
  const enclosingQueryClient = useContext(QueryClientContext);
  const queryClient = options.queryClient ?? enclosingQueryClient;
  const Source = eventSourceClass ?? defaultEventSourceClass();
  const isActive = enabled && Source !== undefined && queryClient !== undefined;
  /** The last status a stream reported, tagged with the URL it was for. */
  const [reported, setReported] = useState<{ url: string; status: EventStreamStatus } | null>(null);

  useEffect(() => {
    if (!enabled || Source === undefined || queryClient === undefined) return undefined;
    let source: EventSourceLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let missedHints = false;
    let disposed = false;
    const report = (status: EventStreamStatus) => {
      if (!disposed) setReported({ url, status });
    };

    /** Closes the stream for good: nothing it sends afterwards is heard. */
    const stop = () => {
      source?.close();
      source = undefined;
      report('closed');
    };

    const connect = () => {
      timer = undefined;
      const current = new Source(url, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        if (disposed || source !== current) return;
        failures = 0;
        report('open');
        if (missedHints) {
          missedHints = false;
          void queryClient.invalidateQueries({ queryKey: paykitKeys.all });
        }
      });
      current.addEventListener('hint', (event) => {
        if (!disposed && source === current) invalidateFor(queryClient, (event as MessageEvent).data);
      });
      current.addEventListener('closed', () => {
        if (disposed || source !== current) return;
        stop();
      });
      current.addEventListener('error', () => {
        if (disposed || source !== current) return;
        missedHints = true;
        failures += 1;
        if (failures > maxRetries) {
          stop();
          return;
        }
        report('connecting');
        // The browser retries a dropped connection itself; one it refused (an HTTP error, a
        // wrong content type) stays closed, so reopen it after a backoff.
        if (current.readyState === CLOSED) {
          current.close();
          timer = setTimeout(connect, backoffMs(failures));
        }
      });
    };

    connect();
    return () => {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      // A later stream starts from 'connecting', not from this one's last word.
      setReported(null);
    };
  }, [url, enabled, maxRetries, Source, queryClient]);

  if (!isActive) return { status: 'idle' };
  return { status: reported?.url === url ? reported.status : 'connecting' };
}
