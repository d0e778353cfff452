import type { EventBroker } from '../events/EventBroker.js';
import { commandWithin, RedisStoreError, type RedisClient } from './RedisClient.js';

/** Options of {@link createRedisEventBroker}. */
export interface RedisEventBrokerOptions {
  /** Publishes (any connection). */
  publisher: RedisClient;
  /** Listens: a connection of its own, in subscriber mode (`redis.duplicate()`). */
  subscriber: RedisClient;
  /** Put before every channel name, so apps that share one Redis keep apart. @default 'paykit:' */
  channelPrefix?: string;
  /** @default 1000 */
  timeoutMs?: number;
  /**
   * Milliseconds between PINGs on the subscriber connection. A connection that went silent without
   * closing (a NAT or load balancer dropped it) misses one within `timeoutMs`, counts as
   * interrupted, and is reconnected.
   * @default 15000
   */
  healthCheckMs?: number;
}

/** Subscriptions that may wait for the connection at once; past it they fail at once. */
const MAX_WAITING = 1_000;

interface Channel {
  readonly listeners: Set<(message: string) => void>;
  /** Settles when Redis confirmed the subscription. */
  readonly subscribed: Promise<void>;
}

/**
 * An {@link EventBroker} on Redis pub/sub. When the subscriber connection drops (or stops
 * answering its PINGs), the relay is told (`onInterrupted`) at once: messages published meanwhile
 * are lost to this instance, so its streams close and browsers poll, then reopen and re-read once
 * it listens again. `ioredis` reconnects by itself; a subscription asked for while it is away waits
 * for it within `timeoutMs`, then fails.
 */
export function createRedisEventBroker(options: RedisEventBrokerOptions): EventBroker & { close(): void } {
  const { publisher, subscriber, channelPrefix = 'paykit:', timeoutMs = 1_000, healthCheckMs = 15_000 } = options;
  const channels = new Map<string, Channel>();
  /** Channels Redis may still send after an unsubscribe that failed: dropped when the connection is back. */
  const stale = new Set<string>();
  const interruptListeners = new Set<() => void>();
  let listening = subscriber.status === 'ready';
  /** Subscriptions asked for while the connection is (re)opening, run when it is ready. */
  let waiting: (() => void)[] = [];
  const full = (channel: string) => `${channelPrefix}${channel}`;

  const unsubscribeQuietly = (name: string) => {
    void subscriber.unsubscribe(name).catch(() => stale.add(name));
  };

  subscriber.on('message', (name, message) => {
    const entry = channels.get(name);
    if (entry) for (const listener of [...entry.listeners]) listener(message);
  });
  subscriber.on('ready', () => {
    listening = true;
    const due = waiting;
    waiting = [];
    for (const run of due) run();
    for (const name of [...stale]) {
      stale.delete(name);
      if (!channels.has(name)) unsubscribeQuietly(name);
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

  const healthCheck = setInterval(() => {
    if (!listening) return;
    commandWithin(timeoutMs, 'a PING', () => subscriber.call('PING')).catch(() => {
      if (!listening) return;
      interrupted();
      subscriber.disconnect(true);
    });
  }, healthCheckMs);
  // The check must not keep a process alive that is otherwise done.
  healthCheck.unref?.();

  const subscribeChannel = (name: string): Channel => {
    const subscribeNow = () => {
      const sent = subscriber.subscribe(name);
      // A confirmation that comes after the deadline, for a channel nobody holds now, is undone.
      sent.then(
        () => {
          if (!channels.has(name)) unsubscribeQuietly(name);
        },
        () => undefined,
      );
      return sent;
    };
    const subscribe = (): Promise<unknown> => {
      if (listening) return subscribeNow();
      if (waiting.length >= MAX_WAITING) return Promise.reject(new RedisStoreError('Redis is not connected'));
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          if (channels.get(name) === entry) subscribeNow().then(resolve, reject);
          else reject(new RedisStoreError('The subscription was given up'));
        });
      });
    };
    const entry: Channel = {
      listeners: new Set(),
      subscribed: commandWithin(timeoutMs, 'a subscription', subscribe).then(() => undefined),
    };
    entry.subscribed.catch(() => {
      if (channels.get(name) === entry) channels.delete(name);
    });
    channels.set(name, entry);
    return entry;
  };

  return {
    async publish(channel, message) {
      await commandWithin(timeoutMs, 'a publish', () => publisher.call('PUBLISH', full(channel), message));
    },
    async subscribe(channel, onMessage) {
      const name = full(channel);
      const entry = channels.get(name) ?? subscribeChannel(name);
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
        if (entry.listeners.size > 0 || channels.get(name) !== entry) return;
        channels.delete(name);
        try {
          await commandWithin(timeoutMs, 'an unsubscribe', () => subscriber.unsubscribe(name));
        } catch {
          stale.add(name);
        }
      };
    },
    onInterrupted(listener) {
      const wrapped = () => listener();
      interruptListeners.add(wrapped);
      return () => void interruptListeners.delete(wrapped);
    },
    close() {
      clearInterval(healthCheck);
    },
  };
}
