import type { EventHint } from '../../core/schemas/eventHint.js';

/**
 * Fans event hints out to the browsers of one customer. The proxy serves `stream` on
 * `GET {base}/events` for the session's customer; the webhook receiver calls `publish`.
 * A hint only says which resource changed; the browser re-reads it through the proxy.
 */
export interface EventRelay {
  /** Sends a hint to every open stream of this customer, and to no other customer's. */
  publish(customerId: string, hint: EventHint): void;
  /**
   * A `text/event-stream` response for this customer that stays open until `signal` aborts
   * (pass the request's signal) or the relay drops it.
   */
  stream(customerId: string, signal: AbortSignal): Response;
}

/** Options of {@link createEventRelay}. */
export interface EventRelayOptions {
  /**
   * Milliseconds between heartbeat comments, which keep idle connections open through proxies
   * and let the server notice a browser that went away.
   * @default 15000
   */
  heartbeatMs?: number;
  /**
   * The reconnection delay, in milliseconds, the stream asks the browser's `EventSource` to use.
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
}

/** An in-memory relay: {@link EventRelay} plus a count of open streams, for tests and metrics. */
export interface InMemoryEventRelay extends EventRelay {
  /** How many streams are open for this customer. */
  streamCount(customerId: string): number;
}

interface Subscriber {
  /** Queues one SSE message, or closes a subscriber that has fallen too far behind. */
  send(message: string): void;
  /**
   * Ends the stream and forgets the subscriber. With a reason, a last `closed` event tells the
   * browser not to reconnect (a reconnect would only push out another stream of the customer).
   */
  close(reason?: StreamClosedReason): void;
}

/** Why the relay ended a stream for good, sent as `event: closed` with `data: {"reason":…}`. */
export type StreamClosedReason = 'too_many_streams';

const encoder = new TextEncoder();

/** Only the hint's own fields go on the wire, whatever else the object carries. */
function formatHint(hint: EventHint): string {
  const wire = {
    type: hint.type,
    resource: { type: hint.resource.type, id: hint.resource.id },
    occurredAt: hint.occurredAt,
  };
  // JSON.stringify escapes line breaks, so the payload fits on one `data:` line.
  return `event: hint\ndata: ${JSON.stringify(wire)}\n\n`;
}

function requireCustomerId(customerId: string): void {
  if (typeof customerId !== 'string' || customerId.length === 0) {
    throw new TypeError('EventRelay: a customer id is required');
  }
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`createEventRelay: ${name} must be a positive integer`);
  }
  return value;
}

/**
 * Creates an in-memory per-customer relay of event hints over Server-Sent Events. It lives in one
 * process: with several server instances, publish through a shared bus (Redis pub/sub, Postgres
 * `NOTIFY`) into each instance's relay.
 *
 * @example
 * const relay = createEventRelay();
 * const webhooks = createWebhookHandler({ secrets: [process.env.WEBHOOK_SECRET!], onEvent: relayWebhookEvents(relay) });
 * app.get('/api/paykit/events', async (c) => {
 *   const customerId = await sessionCustomerId(c.req.raw);
 *   return customerId ? relay.stream(customerId, c.req.raw.signal) : c.body(null, 401);
 * });
 */
export function createEventRelay(options: EventRelayOptions = {}): InMemoryEventRelay {
  const heartbeatMs = positiveInteger(options.heartbeatMs, 15_000, 'heartbeatMs');
  const retryMs = positiveInteger(options.retryMs, 3_000, 'retryMs');
  const maxStreams = positiveInteger(options.maxStreamsPerCustomer, 5, 'maxStreamsPerCustomer');
  const maxQueued = positiveInteger(options.maxQueuedMessages, 64, 'maxQueuedMessages');
  /** Insertion-ordered, so the first subscriber of a set is the oldest. */
  const subscribers = new Map<string, Set<Subscriber>>();

  const forget = (customerId: string, subscriber: Subscriber) => {
    const set = subscribers.get(customerId);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) subscribers.delete(customerId);
  };

  const subscribe = (customerId: string, subscriber: Subscriber) => {
    let set = subscribers.get(customerId);
    if (!set) {
      set = new Set();
      subscribers.set(customerId, set);
    }
    set.add(subscriber);
    while (set.size > maxStreams) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      oldest.close('too_many_streams');
    }
  };

  return {
    publish(customerId, hint) {
      requireCustomerId(customerId);
      const set = subscribers.get(customerId);
      if (!set) return;
      const message = formatHint(hint);
      for (const subscriber of [...set]) subscriber.send(message);
    },

    stream(customerId, signal) {
      requireCustomerId(customerId);
      let closed = false;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

      /** Queues `message` when a slot is free; false when none is (or the stream is gone). */
      const enqueue = (message: string): boolean => {
        // desiredSize counts free message slots; none left means the reader is not keeping up.
        if (!controllerRef || (controllerRef.desiredSize ?? 0) <= 0) return false;
        try {
          controllerRef.enqueue(encoder.encode(message));
          return true;
        } catch {
          return false;
        }
      };

      const subscriber: Subscriber = {
        send(message) {
          if (!closed && !enqueue(message)) subscriber.close();
        },
        close(reason) {
          if (closed) return;
          if (reason) enqueue(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
          closed = true;
          if (heartbeat !== undefined) clearInterval(heartbeat);
          signal.removeEventListener('abort', onAbort);
          forget(customerId, subscriber);
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
            controller.enqueue(encoder.encode(`retry: ${retryMs}\n: connected\n\n`));
            signal.addEventListener('abort', onAbort, { once: true });
            heartbeat = setInterval(() => subscriber.send(': heartbeat\n\n'), heartbeatMs);
            subscribe(customerId, subscriber);
          },
          cancel() {
            subscriber.close();
          },
        },
        // One slot for the opening message, then `maxQueued` messages.
        new CountQueuingStrategy({ highWaterMark: maxQueued + 1 }),
      );

      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },

    streamCount(customerId) {
      return subscribers.get(customerId)?.size ?? 0;
    },
  };
}
