import type { EventHint } from '../../core/schemas/eventHint.js';
import type { EventStreamClosedReason } from '../../core/schemas/eventStreamClosed.js';
import { DEFAULT_EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_HEARTBEAT_FRAME } from '../../core/schemas/eventStreamHeartbeat.js';
import { numberOptions } from '../numberOptions.js';
import { createChannelSubscriptions, type ChannelHold } from './channelSubscriptions.js';
import { closedMessage, EVENT_STREAM_HEADERS } from './closedEventStream.js';
import type { EventBroker } from './EventBroker.js';
import { customerChannel, decodeRelayMessage, encodeRelayMessage, sessionChannel, wireHint } from './relayMessages.js';
import { startSessionCheck } from './streamSessionCheck.js';

/**
 * Fans event hints out to the browsers of one customer. The proxy serves `stream` on
 * `GET {base}/events` for the session's customer; the webhook receiver calls `publish`.
 * A hint only says which resource changed; the browser re-reads it through the proxy.
 */
export interface EventRelay {
  /**
   * Sends a hint to every open stream of this customer, and to no other customer's. With a
   * `broker`, the streams of every instance, and it rejects when the broker cannot take it (the
   * webhook handler then answers 500, so the sender retries).
   */
  publish(customerId: string, hint: EventHint): void | Promise<void>;
  /**
   * A `text/event-stream` response for this customer that stays open until `signal` aborts
   * (pass the request's signal), the relay drops it, or its session ends (`options`). With a
   * `broker`, it answers once this instance hears the customer's channel (so a browser that sees
   * the stream open misses no hint), or 503 with `Retry-After` when the broker cannot be reached:
   * the browser polls and reopens on its backoff.
   */
  stream(customerId: string, signal: AbortSignal, options?: EventStreamOptions): Response | Promise<Response>;
  /**
   * Ends every open stream of this customer (archived, or signed out everywhere) with a last
   * `closed` event, so the browser does not reconnect. Returns how many were open on this
   * instance; with a `broker`, the other instances close theirs too.
   * @param reason @default 'session_ended'
   */
  closeCustomer(customerId: string, reason?: EventStreamClosedReason): number;
  /**
   * Ends every open stream opened with this `sessionId` (call it from your sign-out) with a last
   * `closed` event, so the browser does not reconnect. Returns how many were open on this
   * instance; with a `broker`, the other instances close theirs too.
   * @param reason @default 'session_ended'
   */
  closeSession(sessionId: string, reason?: EventStreamClosedReason): number;
}

/** Options of one stream ({@link EventRelay.stream}); the proxy fills them from its own options. */
export interface EventStreamOptions {
  /**
   * The session the stream belongs to, an opaque key of yours (e.g. your session id):
   * `closeSession(sessionId)` ends the stream.
   * @default undefined (only `closeCustomer` and the session check end it)
   */
  sessionId?: string;
  /**
   * Asked every `sessionCheckMs` while the stream is open; it must not renew the session (else an
   * open tab keeps an idle session alive for ever). An answer other than `true` (signed out,
   * expired, a token or session id since replaced, now another customer) drops the stream without
   * a reason: the browser reopens it at once with the cookies it holds now, and your route decides
   * again, answering a browser with no session with `closedEventStream('session_ended')`, which
   * ends it for good. A check that throws, or has not answered when the next is due, is unknown:
   * three unknowns in a row drop the stream the same way; a `true` starts the count over.
   * @default undefined (no check)
   */
  isSessionCurrent?: () => boolean | Promise<boolean>;
  /**
   * Milliseconds between session checks, at most 2147483647.
   * @default 15000
   */
  sessionCheckMs?: number;
}

/** Options of {@link createEventRelay}. */
export interface EventRelayOptions {
  /**
   * Milliseconds between heartbeats (`event: heartbeat` with empty data), which keep idle
   * connections open through proxies, let the server notice a browser that went away, and let the
   * browser notice a stream that died without an error: paykit's `useEventStream` reopens one that
   * stays silent for its `silenceTimeoutMs` (45 s, three heartbeats). At most 2147483647.
   * @default 15000
   */
  heartbeatMs?: number;
  /**
   * The reconnection delay, in milliseconds, the stream asks the browser's `EventSource` to use.
   * At most 2147483647.
   * @default 3000
   */
  retryMs?: number;
  /**
   * Open streams per customer; opening one more closes the oldest (a browser with many tabs)
   * with a last `closed` event, which tells paykit's `useEventStream` not to reconnect.
   * @default 5
   */
  maxStreamsPerCustomer?: number;
  /**
   * Messages a stream may hold unread. A consumer that falls this far behind is closed rather than
   * buffered without bound; its `EventSource` reconnects and re-reads.
   * @default 64
   */
  maxQueuedMessages?: number;
  /**
   * The bus between server instances: `publish` goes through it, and each instance's streams hear
   * it, so a webhook received by one instance reaches a stream held by another. When the bus drops
   * (`onInterrupted`), every stream closes without a reason: browsers poll meanwhile and reopen,
   * and a reopen waits until this instance listens again. Streams per customer
   * (`maxStreamsPerCustomer`) are counted per instance.
   * @default undefined (this process only)
   */
  broker?: EventBroker;
  /**
   * Prefix of the broker channels (`{prefix}customer:{id}`, `{prefix}session:{id}`), within the
   * broker's own (`createRedisStores`' `prefix`, so `paykit:events:customer:{id}` on Redis).
   * @default 'events:'
   */
  channelPrefix?: string;
}

/** A relay with a count of open streams on this instance, for tests and metrics. */
export interface CountingEventRelay extends EventRelay {
  /** How many streams are open for this customer on this instance. */
  streamCount(customerId: string): number;
}

/** A relay without a broker: this process only, and its streams answer at once. */
export interface InMemoryEventRelay extends CountingEventRelay {
  stream(customerId: string, signal: AbortSignal, options?: EventStreamOptions): Response;
}

/** Seconds a browser waits before reopening a stream the broker could not serve. */
const BROKER_RETRY_AFTER_SECONDS = 5;

/** 503 to a stream this instance cannot hear: the `EventSource` fails, and paykit's client polls and retries on its backoff. */
function brokerUnavailable(): Response {
  return new Response(
    JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, code: 'events_unavailable', retryable: true }),
    {
      status: 503,
      headers: {
        'Content-Type': 'application/problem+json',
        'Cache-Control': 'no-store',
        'Retry-After': String(BROKER_RETRY_AFTER_SECONDS),
      },
    },
  );
}

interface Subscriber {
  readonly customerId: string;
  readonly sessionId: string | undefined;
  /** Queues one SSE message, or closes a subscriber that has fallen too far behind. */
  send(message: string): void;
  /**
   * Ends the stream and forgets the subscriber. With a reason, a last `closed` event tells the
   * browser not to reconnect (a reconnect would only push out another stream of the customer).
   */
  close(reason?: EventStreamClosedReason): void;
}

const DEFAULT_CLOSED_REASON: EventStreamClosedReason = 'session_ended';

const encoder = new TextEncoder();

function formatHint(hint: EventHint): string {
  // JSON.stringify escapes line breaks, so the payload fits on one `data:` line.
  return `event: hint\ndata: ${JSON.stringify(wireHint(hint))}\n\n`;
}

function requireCustomerId(customerId: string): void {
  if (typeof customerId !== 'string' || customerId.length === 0) {
    throw new TypeError('EventRelay: a customer id is required');
  }
}

function requireSessionId(sessionId: unknown): void {
  if (typeof sessionId !== 'string' || sessionId.length === 0) {
    throw new TypeError('EventRelay: a session id must be a non-empty string');
  }
}

/** Adds `value` to the set under `key`, creating it. */
function addTo<V>(map: Map<string, Set<V>>, key: string, value: V): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
  return set;
}

/** Removes `value` from the set under `key`, and the set once empty. */
function removeFrom<V>(map: Map<string, Set<V>>, key: string, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/** Closes every subscriber of the set (a copy: closing edits it) and says how many there were. */
function closeAll(set: Set<Subscriber> | undefined, reason: EventStreamClosedReason): number {
  const subscribers = [...(set ?? [])];
  for (const subscriber of subscribers) subscriber.close(reason);
  return subscribers.length;
}

const { positiveInteger, timerMs } = numberOptions('EventRelay');

/**
 * Creates an in-memory per-customer relay of event hints over Server-Sent Events. It lives in one
 * process: with several server instances, publish through a shared bus (Redis pub/sub, Postgres
 * `NOTIFY`) into each instance's relay.
 *
 * @example
 * const relay = createEventRelay();
 * const webhooks = createWebhookHandler({ secrets: [process.env.WEBHOOK_SECRET!], onEvent: relayWebhookEvents(relay) });
 * // createPaykitProxy({ …, events: relay, getSessionId }) serves the stream; by hand it is:
 * app.get('/api/paykit/events', async (c) => {
 *   const session = await yourSession(c.req.raw);
 *   if (!session) return closedEventStream('session_ended'); // an EventSource cannot read a 401
 *   // A read that does not renew the session: an open tab is not activity.
 *   const isSessionCurrent = async () => (await peekYourSession(c.req.raw))?.customerId === session.customerId;
 *   return relay.stream(session.customerId, c.req.raw.signal, { sessionId: session.id, isSessionCurrent });
 * });
 * app.post('/sign-out', async (c) => {
 *   const session = await endYourSession(c.req.raw);
 *   if (session) relay.closeSession(session.id);
 *   return c.body(null, 204);
 * });
 */
export function createEventRelay(options?: EventRelayOptions & { broker?: undefined }): InMemoryEventRelay;
export function createEventRelay(options: EventRelayOptions): CountingEventRelay;
export function createEventRelay(options: EventRelayOptions = {}): CountingEventRelay {
  const heartbeatMs = timerMs(options.heartbeatMs, DEFAULT_EVENT_STREAM_HEARTBEAT_MS, 'heartbeatMs');
  const retryMs = timerMs(options.retryMs, 3_000, 'retryMs');
  const maxStreams = positiveInteger(options.maxStreamsPerCustomer, 5, 'maxStreamsPerCustomer');
  const maxQueued = positiveInteger(options.maxQueuedMessages, 64, 'maxQueuedMessages');
  const { broker, channelPrefix = 'events:' } = options;
  /** Per customer, insertion-ordered, so the first subscriber of a set is the oldest. */
  const subscribers = new Map<string, Set<Subscriber>>();
  const bySession = new Map<string, Set<Subscriber>>();

  const forget = (subscriber: Subscriber) => {
    removeFrom(subscribers, subscriber.customerId, subscriber);
    if (subscriber.sessionId !== undefined) removeFrom(bySession, subscriber.sessionId, subscriber);
  };

  const subscribe = (subscriber: Subscriber) => {
    if (subscriber.sessionId !== undefined) addTo(bySession, subscriber.sessionId, subscriber);
    const set = addTo(subscribers, subscriber.customerId, subscriber);
    while (set.size > maxStreams) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      oldest.close('too_many_streams');
    }
  };

  const deliverHint = (customerId: string, hint: EventHint) => {
    const set = subscribers.get(customerId);
    if (!set) return;
    const message = formatHint(hint);
    for (const subscriber of [...set]) subscriber.send(message);
  };

  const customerPrefix = customerChannel(channelPrefix, '');
  const sessionPrefix = sessionChannel(channelPrefix, '');
  const channels =
    broker &&
    createChannelSubscriptions(broker, (channel, text) => {
      const message = decodeRelayMessage(text);
      if (message === undefined) return;
      if (channel.startsWith(customerPrefix)) {
        const customerId = channel.slice(customerPrefix.length);
        if (message.kind === 'hint') deliverHint(customerId, message.hint);
        else closeAll(subscribers.get(customerId), message.reason);
      } else if (channel.startsWith(sessionPrefix) && message.kind === 'close') {
        closeAll(bySession.get(channel.slice(sessionPrefix.length)), message.reason);
      }
    });
  // Messages may have been missed: no stream may look live while it is not.
  broker?.onInterrupted(() => {
    for (const set of [...subscribers.values()]) for (const subscriber of [...set]) subscriber.close();
  });
  /** Tells the other instances; the local streams are closed already. A bus that is down leaves theirs to the session check. */
  const broadcast = (channel: string, reason: EventStreamClosedReason) => {
    if (!broker) return;
    try {
      void Promise.resolve(broker.publish(channel, encodeRelayMessage({ kind: 'close', reason }))).catch(() => undefined);
    } catch {
      // As above.
    }
  };

  /** The stream itself, once this instance hears what it needs; `holds` are released when it ends. */
  function openStream(
    customerId: string,
    signal: AbortSignal,
    options: EventStreamOptions,
    sessionCheckMs: number,
    holds: readonly ChannelHold[],
  ): Response {
    let closed = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let stopSessionCheck: (() => void) | undefined;
    let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

    /**
     * Queues `message` when a slot is free; false when none is (or the stream is gone). The
     * last `closed` message is queued even past the limit: one message more, then the end.
     */
    const enqueue = (message: string, isLast = false): boolean => {
      // desiredSize counts free message slots; none left means the reader is not keeping up.
      if (!controllerRef || (!isLast && (controllerRef.desiredSize ?? 0) <= 0)) return false;
      try {
        controllerRef.enqueue(encoder.encode(message));
        return true;
      } catch {
        return false;
      }
    };

    const subscriber: Subscriber = {
      customerId,
      sessionId: options.sessionId,
      send(message) {
        if (!closed && !enqueue(message)) subscriber.close();
      },
      close(reason) {
        if (closed) return;
        if (reason) enqueue(closedMessage(reason), true);
        closed = true;
        if (heartbeat !== undefined) clearInterval(heartbeat);
        stopSessionCheck?.();
        signal.removeEventListener('abort', onAbort);
        forget(subscriber);
        for (const hold of holds) hold.release();
        try {
          controllerRef?.close();
        } catch {
          // Already closed or errored by the reader's side.
        }
      },
    };
    const onAbort = () => subscriber.close();

    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controllerRef = controller;
          if (signal.aborted) {
            subscriber.close();
            return;
          }
          signal.addEventListener('abort', onAbort, { once: true });
          open(controller);
        },
        cancel() {
          subscriber.close();
        },
      },
      // One slot for the opening message, then `maxQueued` messages.
      new CountQueuingStrategy({ highWaterMark: maxQueued + 1 }),
    );

    function open(controller: ReadableStreamDefaultController<Uint8Array>) {
      controller.enqueue(encoder.encode(`retry: ${retryMs}\n: connected\n\n`));
      heartbeat = setInterval(() => subscriber.send(EVENT_STREAM_HEARTBEAT_FRAME), heartbeatMs);
      if (options.isSessionCurrent) {
        // Without a reason: the browser reopens with its current cookies and is authenticated again.
        stopSessionCheck = startSessionCheck({
          isSessionCurrent: options.isSessionCurrent,
          everyMs: sessionCheckMs,
          onStale: () => subscriber.close(),
        });
      }
      subscribe(subscriber);
    }

    return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
  }

  return {
    publish(customerId, hint) {
      requireCustomerId(customerId);
      if (!broker) return deliverHint(customerId, hint);
      return broker.publish(customerChannel(channelPrefix, customerId), encodeRelayMessage({ kind: 'hint', hint }));
    },

    stream(customerId, signal, options = {}) {
      requireCustomerId(customerId);
      if (options.sessionId !== undefined) requireSessionId(options.sessionId);
      const sessionCheckMs = timerMs(options.sessionCheckMs, 15_000, 'sessionCheckMs');
      if (!channels) return openStream(customerId, signal, options, sessionCheckMs, []);
      const holds = [channels.hold(customerChannel(channelPrefix, customerId))];
      if (options.sessionId !== undefined) holds.push(channels.hold(sessionChannel(channelPrefix, options.sessionId)));
      const pending = holds.flatMap((hold) => (hold.ready ? [hold.ready] : []));
      if (pending.length === 0) return openStream(customerId, signal, options, sessionCheckMs, holds);
      // Answered only once this instance hears the bus: the browser takes an open stream for live.
      return Promise.all(pending).then(
        () => openStream(customerId, signal, options, sessionCheckMs, holds),
        () => {
          for (const hold of holds) hold.release();
          return brokerUnavailable();
        },
      );
    },

    closeCustomer(customerId, reason = DEFAULT_CLOSED_REASON) {
      requireCustomerId(customerId);
      broadcast(customerChannel(channelPrefix, customerId), reason);
      return closeAll(subscribers.get(customerId), reason);
    },

    closeSession(sessionId, reason = DEFAULT_CLOSED_REASON) {
      requireSessionId(sessionId);
      broadcast(sessionChannel(channelPrefix, sessionId), reason);
      return closeAll(bySession.get(sessionId), reason);
    },

    streamCount(customerId) {
      return subscribers.get(customerId)?.size ?? 0;
    },
  };
}
