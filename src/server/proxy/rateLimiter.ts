/**
 * A per-session token bucket: each customer may make `requestsPerMinute` requests in a burst, and
 * gets tokens back continuously at that rate; a costly request (an upload) takes several tokens.
 * Memory stays bounded: buckets that have refilled are forgotten, since a full bucket is the same
 * as no bucket.
 */

/** The answer of {@link RateLimiter.take}. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A rate limiter keyed by customer id. */
export interface RateLimiter {
  /**
   * Takes `cost` tokens for `key` (at most a full bucket, so any request can pass once the bucket
   * has refilled), or says how long until they are back. `cost` defaults to 1.
   */
  take(key: string, cost?: number): RateDecision;
  /**
   * Takes `cost` more tokens for `key` whatever is left: a request found to cost more than it was
   * admitted for (an upload larger than it declared) pays the rest, and the bucket may go below
   * empty, so the session's next requests wait until it has refilled.
   */
  charge(key: string, cost: number): void;
  /** How many buckets are held (for tests and metrics). */
  size(): number;
}

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  requestsPerMinute: number;
  now: () => number;
  /** Buckets held before a sweep of the full ones. @default 10000 */
  sweepAbove?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Creates a token-bucket limiter. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const capacity = options.requestsPerMinute;
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
      const now = options.now();
      const bucket = bucketOf(key, now);
      if (bucket.tokens >= tokens) {
        bucket.tokens -= tokens;
        return { allowed: true };
      }
      const waitMs = (tokens - bucket.tokens) / perMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    charge(key, cost) {
      if (cost > 0) bucketOf(key, options.now()).tokens -= cost;
    },
    size: () => buckets.size,
  };
}
