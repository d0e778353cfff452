import type { EventBroker, EventBrokerUnsubscribe } from './EventBroker.js';

/** One stream's hold on a channel: wait for `ready` (undefined when already listening), then `release` once. */
export interface ChannelHold {
  readonly ready: Promise<void> | undefined;
  release(): void;
}

interface Entry {
  holders: number;
  ready: Promise<void> | undefined;
  unsubscribe: EventBrokerUnsubscribe | undefined;
}

function unsubscribeQuietly(unsubscribe: EventBrokerUnsubscribe): void {
  try {
    void Promise.resolve(unsubscribe()).catch(() => undefined);
  } catch {
    // A bus that cannot unsubscribe now drops the subscription with its connection.
  }
}

/**
 * One broker subscription per channel however many streams of this instance need it: the first
 * hold subscribes, the last release unsubscribes. A subscription that fails is forgotten, so the
 * next hold tries again.
 */
export function createChannelSubscriptions(broker: EventBroker, onMessage: (channel: string, message: string) => void) {
  const entries = new Map<string, Entry>();

  const releaseOf = (channel: string, entry: Entry) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.holders -= 1;
      if (entry.holders > 0 || entries.get(channel) !== entry) return;
      entries.delete(channel);
      // Still subscribing: the subscription ends as soon as it lands (see `hold`).
      if (entry.unsubscribe) unsubscribeQuietly(entry.unsubscribe);
    };
  };

  return {
    hold(channel: string): ChannelHold {
      const existing = entries.get(channel);
      if (existing) {
        existing.holders += 1;
        return { ready: existing.ready, release: releaseOf(channel, existing) };
      }
      const entry: Entry = { holders: 1, ready: undefined, unsubscribe: undefined };
      entries.set(channel, entry);
      const release = releaseOf(channel, entry);
      let subscribed: ReturnType<EventBroker['subscribe']>;
      try {
        subscribed = broker.subscribe(channel, (message) => onMessage(channel, message));
      } catch (error) {
        entries.delete(channel);
        return { ready: Promise.reject(error instanceof Error ? error : new Error(String(error))), release };
      }
      if (typeof subscribed === 'function') {
        entry.unsubscribe = subscribed;
        return { ready: undefined, release };
      }
      entry.ready = subscribed.then(
        (unsubscribe) => {
          if (entries.get(channel) === entry) entry.unsubscribe = unsubscribe;
          else unsubscribeQuietly(unsubscribe);
        },
        (error: unknown) => {
          if (entries.get(channel) === entry) entries.delete(channel);
          throw error;
        },
      );
      return { ready: entry.ready, release };
    },
  };
}
