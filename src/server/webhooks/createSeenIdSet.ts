/**
 * Where a webhook handler remembers the `webhook-id`s it processed. Share one store between
 * instances (Redis, a database table) when several servers receive webhooks.
 */
export interface SeenIdStore {
  /** Whether `id` was processed. */
  has(id: string): boolean | Promise<boolean>;
  /** Records that `id` was processed. */
  add(id: string): void | Promise<void>;
}

/** Options of {@link createSeenIdSet}. */
export interface SeenIdSetOptions {
  /**
   * Ids kept; adding one more forgets the least recently added.
   * @default 10000
   */
  maxSize?: number;
  /**
   * How long an id is remembered, in seconds. Keep it longer than the sender's retry schedule.
   * @default 86400 (24 hours)
   */
  ttlSeconds?: number;
  /**
   * The clock, in epoch milliseconds.
   * @default Date.now
   */
  now?: () => number;
}

/**
 * A bounded in-memory {@link SeenIdStore}: ids expire after `ttlSeconds` and the oldest go first
 * past `maxSize`, so memory stays bounded whatever the sender does.
 *
 * @example
 * const seenIds = createSeenIdSet({ maxSize: 50_000, ttlSeconds: 3 * 86_400 });
 */
export function createSeenIdSet(options: SeenIdSetOptions = {}): SeenIdStore & { readonly size: number } {
  const { maxSize = 10_000, ttlSeconds = 86_400, now = Date.now } = options;
  if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError('createSeenIdSet: maxSize must be a positive integer');
  if (!(ttlSeconds > 0)) throw new RangeError('createSeenIdSet: ttlSeconds must be positive');
  /** Id → expiry (epoch ms), in insertion order: the first entry expires first. */
  const expiries = new Map<string, number>();

  const prune = (at: number) => {
    for (const [id, expiry] of expiries) {
      if (expiry > at) break;
      expiries.delete(id);
    }
  };

  return {
    has(id) {
      const at = now();
      prune(at);
      const expiry = expiries.get(id);
      return expiry !== undefined && expiry > at;
    },
    add(id) {
      const at = now();
      prune(at);
      // Re-inserting moves the id to the end, keeping the map ordered by expiry.
      expiries.delete(id);
      expiries.set(id, at + ttlSeconds * 1000);
      while (expiries.size > maxSize) {
        const oldest = expiries.keys().next().value;
        if (oldest === undefined) break;
        expiries.delete(oldest);
      }
    },
    get size() {
      return expiries.size;
    },
  };
}
