import type { RateDecision, RateLimiter } from '../proxy/rateLimiter.js';
import { commandWithin, type RedisClient } from './RedisClient.js';

/**
 * The token bucket of `createRateLimiter`, as one atomic script on Redis, on Redis's own clock (so
 * instances whose clocks differ count alike). KEYS[1] the bucket; ARGV: capacity, tokens per ms,
 * cost, and `take` or `charge`. Returns { allowed, milliseconds to wait }.
 */
const TOKEN_BUCKET = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or capacity
local at = tonumber(bucket[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * perMs)
local allowed = 1
local waitMs = 0
if ARGV[4] == 'charge' or tokens >= cost then
  tokens = tokens - cost
else
  allowed = 0
  waitMs = (cost - tokens) / perMs
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / perMs) + 1000)
return { allowed, tostring(waitMs) }
`;

/** Options of {@link createRedisRateLimiter}. */
export interface RedisRateLimiterOptions {
  redis: RedisClient;
  /** The bucket: this many requests at once, then this many a minute, per key. */
  requestsPerMinute: number;
  /** Prefix of the bucket keys; keeps limiters apart (`paykit:rate:reads:`). */
  keyPrefix: string;
  /** @default 1000 */
  timeoutMs?: number;
}

/**
 * A {@link RateLimiter} whose buckets live in Redis, so every instance counts one session's
 * requests together. A bucket expires once it would be full again, so Redis holds only the
 * buckets in use. It rejects (and the proxy answers 503) when Redis does not answer.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const { redis, requestsPerMinute: capacity, keyPrefix, timeoutMs = 1_000 } = options;
  if (!(Number.isInteger(capacity) && capacity > 0))
    throw new RangeError('createRedisRateLimiter: requestsPerMinute must be a positive integer');
  const perMs = capacity / 60_000;

  const run = (key: string, cost: number, mode: 'take' | 'charge') =>
    commandWithin(timeoutMs, 'a rate limit', () => redis.call('EVAL', TOKEN_BUCKET, 1, `${keyPrefix}${key}`, capacity, perMs, cost, mode));

  return {
    async take(key, cost = 1): Promise<RateDecision> {
      const tokens = Math.min(Math.max(1, cost), capacity);
      const [allowed, waitMs] = (await run(key, tokens, 'take')) as [number, string];
      if (allowed === 1) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(waitMs) / 1000)) };
    },
    async charge(key, cost) {
      if (cost > 0) await run(key, cost, 'charge');
    },
  };
}
