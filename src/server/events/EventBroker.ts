/**
 * The bus an event relay publishes through when several server instances serve one app: a hint
 * published on the instance that received the webhook reaches the streams held on every instance.
 * Channels are opaque strings the relay chooses; messages are strings. The seam for Redis pub/sub
 * (`createRedisStores` of `paykit/server/redis`), Postgres `LISTEN/NOTIFY`, or any bus of yours.
 */
export interface EventBroker {
  /** Sends `message` to the subscribers of `channel` on every instance, this one included. Rejects when it cannot. */
  publish(channel: string, message: string): void | Promise<void>;
  /**
   * Delivers each message published on `channel` to `onMessage` from when it resolves (or
   * returns), until the returned unsubscribe is called. Rejects when the bus is unreachable.
   */
  subscribe(channel: string, onMessage: (message: string) => void): EventBrokerUnsubscribe | Promise<EventBrokerUnsubscribe>;
  /**
   * Calls `listener` when subscriptions may have missed messages (the connection to the bus
   * dropped): the relay then closes its streams without a reason, so browsers poll until they
   * reopen and re-read everything. Returns a function that removes the listener.
   */
  onInterrupted(listener: () => void): () => void;
}

/** Ends one subscription of {@link EventBroker.subscribe}. */
export type EventBrokerUnsubscribe = () => void | Promise<void>;

/**
 * An {@link EventBroker} in this process's memory: it delivers at once, to this process only. Two
 * relays on one such broker behave as two instances on one Redis, which makes it the broker of
 * tests; for one instance, a relay needs no broker at all.
 *
 * @example
 * const broker = createMemoryEventBroker();
 * const a = createEventRelay({ broker });
 * const b = createEventRelay({ broker });
 */
export function createMemoryEventBroker(): EventBroker & { interrupt(): void } {
  const channels = new Map<string, Set<(message: string) => void>>();
  const interruptListeners = new Set<() => void>();
  return {
    publish(channel, message) {
      for (const onMessage of [...(channels.get(channel) ?? [])]) onMessage(message);
    },
    subscribe(channel, onMessage) {
      // A wrapper per call, so one function subscribed twice is two subscriptions.
      const listener = (message: string) => onMessage(message);
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && channels.get(channel) === set) channels.delete(channel);
      };
    },
    onInterrupted(listener) {
      const wrapped = () => listener();
      interruptListeners.add(wrapped);
      return () => void interruptListeners.delete(wrapped);
    },
    /** Tells every relay on this broker that messages may have been missed, as a dropped connection does. */
    interrupt() {
      for (const listener of [...interruptListeners]) listener();
    },
  };
}
