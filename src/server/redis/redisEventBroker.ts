import type { EventBroker } from '../events/EventBroker.js';
import { commandWithin, RedisStoreError, type RedisClient } from './RedisClient.js';

/** Options of {@link createRedisEventBroker}. */
export interface RedisEventBrokerOptions {
  /** Publishes (any connection). */
  publisher: RedisClient;
  /** Listens: a connection of its own, in subscriber mode (`redis.duplicate()`). */
  subscriber: RedisClient;
  /** @default 1000 */
  timeoutMs?: number;
}

/** Subscriptions that may wait for the connection at once; past it they fail at once. */
const MAX_WAITING = 1_000;

interface Channel {
  readonly listeners: Set<(message: string) => void>;
  /** Settles when Redis confirmed the subscription. */
  readonly subscribed: Promise<void>;
}

/**
 * An {@link EventBroker} on Redis pub/sub. When the subscriber connection drops, the relay is told
 * (`onInterrupted`) at once: messages published meanwhile are lost to this instance, so its streams
 * close and browsers poll, then reopen and re-read once it listens again. `ioredis` reconnects by
 * itself; a subscription asked for while it is away is refused, and the relay asks again.
 */
export function createRedisEventBroker(options: RedisEventBrokerOptions): EventBroker {
  const { publisher, subscriber, timeoutMs = 1_000 } = options;
  const channels = new Map<string, Channel>();
  /** Channels Redis may still send us after an unsubscribe that failed: dropped when the connection is back. */
  const stale = new Set<string>();
  const interruptListeners = new Set<() => void>();
  let listening = subscriber.status === 'ready';
  /** Subscriptions asked for while the connection is (re)opening, run when it is ready. */
  let waiting: (() => void)[] = [];

  subscriber.on('message', (channel, message) => {
    const entry = channels.get(channel);
    if (entry) for (const listener of [...entry.listeners]) listener(message);
  });
  subscriber.on('ready', () => {
    listening = true;
    const due = waiting;
    waiting = [];
    for (const run of due) run();
    for (const channel of [...stale]) {
      stale.delete(channel);
      if (!channels.has(channel)) void subscriber.unsubscribe(channel).catch(() => stale.add(channel));
    }
  });
  const interrupted = () => {
    if (!listening) return;
    listening = false;
    for (const listener of [...interruptListeners]) listener();
  };
  subscriber.on('close', interrupted);
  subscriber.on('end', interrupted);
  // ioredis emits connection errors as events; an unheard one would crash the process.
  subscriber.on('error', () => undefined);

  const subscribeChannel = (channel: string): Channel => {
    const subscribe = (): Promise<unknown> => {
      if (listening) return subscriber.subscribe(channel);
      // Not connected yet (starting, or reconnecting): wait for it within the same deadline.
      if (waiting.length >= MAX_WAITING) return Promise.reject(new RedisStoreError('Redis is not connected'));
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          if (channels.get(channel) === entry) subscriber.subscribe(channel).then(resolve, reject);
          else reject(new RedisStoreError('The subscription was given up'));
        });
      });
    };
    const entry: Channel = {
      listeners: new Set(),
      subscribed: commandWithin(timeoutMs, 'a subscription', subscribe).then(() => undefined),
    };
    entry.subscribed.catch(() => {
      if (channels.get(channel) === entry) channels.delete(channel);
    });
    channels.set(channel, entry);
    return entry;
  };

  const unsubscribeChannel = async (channel: string) => {
    try {
      await commandWithin(timeoutMs, 'an unsubscribe', () => subscriber.unsubscribe(channel));
    } catch {
      stale.add(channel);
    }
  };

  return {
    async publish(channel, message) {
      await commandWithin(timeoutMs, 'a publish', () => publisher.call('PUBLISH', channel, message));
    },
    async subscribe(channel, onMessage) {
      const entry = channels.get(channel) ?? subscribeChannel(channel);
      const listener = (message: string) => onMessage(message);
      entry.listeners.add(listener);
      try {
        await entry.subscribed;
      } catch (error) {
        entry.listeners.delete(listener);
        throw error;
      }
      return async () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0 || channels.get(channel) !== entry) return;
        channels.delete(channel);
        await unsubscribeChannel(channel);
      };
    },
    onInterrupted(listener) {
      const wrapped = () => listener();
      interruptListeners.add(wrapped);
      return () => void interruptListeners.delete(wrapped);
    },
  };
}
