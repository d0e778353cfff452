import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { eventHintSchema } from '../core/schemas/eventHint.js';
import {
  createEventStreamConnection,
  DEFAULT_MAX_BACKOFF_MS,
  DEFAULT_SILENCE_TIMEOUT_MS,
  IDLE_EVENT_STREAM,
  wakeOnReturn,
  type EventSourceClass,
  type EventStreamState,
} from './eventStreamConnection.js';
import { createHintInvalidator } from './hintInvalidator.js';
import type { PaykitResourceRef } from './queryKeysForResource.js';

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
   * Longest wait, in milliseconds, between two attempts to reopen a stream that dropped or was
   * refused. The wait doubles from 1 s up to this ceiling; the hook never stops trying.
   * @default 30000
   */
  maxBackoffMs?: number;
  /**
   * How long, in milliseconds, an open or opening stream may stay silent (no heartbeat, hint or
   * other message) before the hook takes it for dead (the device slept, a NAT or proxy dropped the
   * idle connection without a word) and reopens it; on a return (online, focus, visible) one silent
   * that long is reopened at once. The proxy's relay sends a heartbeat every 15 s: keep this a few
   * heartbeats long, and raise it for a server that beats less often. Past 2147483647 it counts as that.
   * @default 45000
   */
  silenceTimeoutMs?: number;
  /**
   * The `EventSource` implementation, e.g. a polyfill or a fake in tests. Pass a stable value:
   * a new one reconnects.
   * @default globalThis.EventSource; without one the hook does nothing
   */
  eventSourceClass?: EventSourceClass;
}

/** What {@link useEventStream} returns: where the stream stands, and why the server closed it. */
export type UseEventStreamResult = EventStreamState;

/** The default stream URL: the default client base URL and the proxy's event stream path. */
export const DEFAULT_EVENT_STREAM_URL = '/api/paykit/events';

function defaultEventSourceClass(): EventSourceClass | undefined {
  return typeof EventSource === 'undefined' ? undefined : (EventSource as EventSourceClass);
}

/** The resource a `hint` event's data names, or null for data that is not a hint. */
function resourceOf(data: unknown): PaykitResourceRef | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = eventHintSchema.safeParse(json);
  return parsed.success ? parsed.data.resource : null;
}

const idle = () => IDLE_EVENT_STREAM;
const subscribeToNothing = () => () => undefined;

/**
 * Subscribes to the proxy's Server-Sent Events and, for each `hint` (which resource changed),
 * invalidates the paykit queries that read it (`queryKeysForResource`), so they refetch through the
 * proxy; the read stays the truth. Hints that come together (one change often sends several) are
 * gathered for {@link HINT_BATCH_MS} first, so each read is fetched once. It never gives up while the page is open: a dropped or refused stream is reopened
 * after 1 s, 2 s, 4 s … up to `maxBackoffMs` (with jitter), and at once when the browser comes
 * back online, the window gains focus or the page becomes visible. After a reopen every paykit
 * query is invalidated, since hints may have been missed, except the reads no change makes stale
 * (supported capabilities, quotes, institutions). A stream silent for `silenceTimeoutMs`
 * (45 s; the relay's heartbeat comes every 15 s) is taken for dead and reopened the same way
 * (`reconnecting` meanwhile), at once on a return. A server `closed` event stops it:
 * `session_ended` for good (`ended`: mount the provider again, e.g. keyed on the session, after a
 * new sign-in), any other reason (`too_many_streams`) until the person returns to the page.
 * `PaykitProvider` calls it for you (its `events` prop) and shares the state through
 * `useEventStreamStatus`.
 *
 * @example
 * function LiveBadge() {
 *   const { status } = useEventStream({ url: '/api/paykit/events' });
 *   return <span data-state={status}>{status === 'live' ? 'Live' : 'Offline'}</span>;
 * }
 */
export function useEventStream(options: UseEventStreamOptions = {}): UseEventStreamResult {
  const {
    url = DEFAULT_EVENT_STREAM_URL,
    enabled = true,
    maxBackoffMs = DEFAULT_MAX_BACKOFF_MS,
    silenceTimeoutMs = DEFAULT_SILENCE_TIMEOUT_MS,
    eventSourceClass,
  } = options;
  const enclosingQueryClient = useContext(QueryClientContext);
  const queryClient = options.queryClient ?? enclosingQueryClient;
  const Source = eventSourceClass ?? defaultEventSourceClass();

  const stream = useMemo(() => {
    if (!enabled || Source === undefined || queryClient === undefined) return null;
    const hints = createHintInvalidator(queryClient);
    const connection = createEventStreamConnection({
      url,
      eventSourceClass: Source,
      maxBackoffMs,
      silenceTimeoutMs,
      onHint: (data) => {
        const resource = resourceOf(data);
        if (resource) hints.add(resource);
      },
      onResume: () => hints.refreshAll(),
    });
    return { connection, hints };
  }, [enabled, Source, queryClient, url, maxBackoffMs, silenceTimeoutMs]);
  const connection = stream?.connection;

  useEffect(() => {
    if (!stream) return undefined;
    stream.connection.start();
    const stopWaking = wakeOnReturn(stream.connection);
    return () => {
      stopWaking();
      stream.connection.stop();
      stream.hints.cancel();
    };
  }, [stream]);

  return useSyncExternalStore(connection?.subscribe ?? subscribeToNothing, connection?.getSnapshot ?? idle, idle);
}
