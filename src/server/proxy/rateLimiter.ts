/**
 * A token bucket per key: each key (a customer, a session, a client address) may make
 * `requestsPerMinute` requests in a burst, and gets tokens back continuously at that rate; a
 * costly request (an upload) takes several tokens. The proxy limits each customer with two, one for
 * its reads and one for its writes; your own endpoints that spend the API key's quota (a sign-in
 * that creates a customer upstream) can use it too. `createRateLimiter` counts in this process's
 * memory: several instances behind a load balancer each count their own share, so give the proxy
 * limiters on a shared store (`rateLimiters`, e.g. `createRedisStores` of `paykit/server/redis`).
 */

/** The answer of {@link RateLimiter.take}. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A rate limiter keyed by any string (a customer id, a session, a client address): the seam a
 * shared store (Redis) plugs into. A store that cannot answer rejects, and the proxy answers 503
 * `rate_limit_unavailable` with `Retry-After` rather than let the request through uncounted.
 */
export interface RateLimiter {
  /**
   * Takes `cost` tokens for `key` (at most a full bucket, so any request can pass once the bucket
   * has refilled), or says how long until they are back. `cost` defaults to 1.
   */
  take(key: string, cost?: number): RateDecision | Promise<RateDecision>;
  /**
   * Takes `cost` more tokens for `key` whatever is left: a request found to cost more than it was
   * admitted for (an upload larger than it declared) pays the rest, and the bucket may go below
   * empty, so the session's next requests wait until it has refilled.
   */
  charge(key: string, cost: number): void | Promise<void>;
}

/** A {@link RateLimiter} in this process's memory: it answers at once. */
export interface InMemoryRateLimiter extends RateLimiter {
  take(key: string, cost?: number): RateDecision;
  charge(key: string, cost: number): void;
  /** How many buckets are held (for tests and metrics). */
  size(): number;
}

/** One bucket the proxy keeps per customer: `reads` or `writes`, and its size. */
export interface RateLimitBucket {
  /** Which bucket: a shared store keys it apart from the others (`reads`, `writes`). */
  name: string;
  /** This many requests at once, then this many a minute, per key. */
  requestsPerMinute: number;
}

/**
 * Makes the proxy's rate limiters, one per bucket: the seam for a store that several instances
 * share, so one session meets one limit whichever instance serves it.
 * @default in memory: `(bucket) => createRateLimiter({ requestsPerMinute: bucket.requestsPerMinute })`
 */
export type RateLimiterFactory = (bucket: RateLimitBucket) => RateLimiter;

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** The bucket: this many requests at once, then this many a minute, per key. */
  requestsPerMinute: number;
  /** Current time in epoch milliseconds. @default Date.now */
  now?: () => number;
  /** Buckets held before a sweep of the full ones. @default 10000 */
  sweepAbove?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Creates a token-bucket limiter.
 *
 * @example
 * const signIns = createRateLimiter({ requestsPerMinute: 20 });
 * const decision = signIns.take(clientAddress);
 * if (!decision.allowed) return new Response(null, { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
 */
export function createRateLimiter(options: RateLimiterOptions): InMemoryRateLimiter {
  const capacity = options.requestsPerMinute;
  const currentTime = options.now ?? Date.now;
  const perMs = capacity / 60_000;
  const sweepAbove = options.sweepAbove ?? 10_000;
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket, now: number) => {
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * perMs);
    bucket.updatedAt = now;
  };

  const sweep = (now: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now);
      if (bucket.tokens >= capacity) buckets.delete(key);
    }
  };

  const bucketOf = (key: string, now: number): Bucket => {
    let bucket = buckets.get(key);
    if (bucket === undefined) {
      if (buckets.size >= sweepAbove) sweep(now);
      bucket = { tokens: capacity, updatedAt: now };
      buckets.set(key, bucket);
    } else {
      refill(bucket, now);
    }
    return bucket;
  };

  return {
    take(key, cost = 1) {
      const tokens = Math.min(Math.max(1, cost), capacity);
      const bucket = bucketOf(key, currentTime());
      if (bucket.tokens >= tokens) {
        bucket.tokens -= tokens;
        return { allowed: true };
      }
      const waitMs = (tokens - bucket.tokens) / perMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    charge(key, cost) {
      if (cost > 0) bucketOf(key, currentTime()).tokens -= cost;
    },
    size: () => buckets.size,
  };
}
