import type { EventBroker } from '../events/EventBroker.js';
import type { RateLimiterFactory } from '../proxy/rateLimiter.js';
import type { WebhookClaimStore } from '../webhooks/webhookClaims.js';
import type { RedisClient } from './RedisClient.js';
import { createRedisEventBroker } from './redisEventBroker.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';
import { createRedisWebhookClaims } from './redisWebhookClaims.js';

/** Options of {@link createRedisStores}. */
export interface RedisStoresOptions {
  /**
   * Your `ioredis` client. `enableOfflineQueue: false` is advised: while Redis is away a command
   * then fails at once instead of waiting in a queue, and the stores fail closed without delay.
   * The stores open one more connection (`duplicate()`) for pub/sub.
   */
  redis: RedisClient;
  /**
   * Prefix of every key and channel, so apps (or environments) that share one Redis stay apart.
   * @default 'paykit:'
   */
  prefix?: string;
  /**
   * The longest one Redis command may take before the store fails closed, in milliseconds.
   * @default 1000
   */
  timeoutMs?: number;
}

/** Every paykit seam on one Redis. */
export interface RedisStores {
  /** For `createEventRelay({ broker })`. */
  readonly broker: EventBroker;
  /** For `createPaykitProxy({ rateLimiters })`. */
  readonly rateLimiters: RateLimiterFactory;
  /** For `createWebhookHandler({ claims })`. */
  readonly webhookClaims: WebhookClaimStore;
  /** Closes the pub/sub connection the stores opened (your own client stays yours to quit). */
  close(): Promise<void>;
}

/**
 * The stores that let several instances of your server act as one, on one Redis: the event
 * relay's broker (a webhook received by one instance reaches the streams held by all), the
 * proxy's rate limiters (one session meets one limit across instances), and the webhook claims
 * (one delivery is handled once). When Redis is unreachable, claims and limits fail closed (503,
 * so the sender or the browser retries; nothing is lost) and live updates fall back to polling.
 *
 * @example
 * import { Redis } from 'ioredis';
 * const stores = createRedisStores({ redis: new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false }) });
 * const relay = createEventRelay({ broker: stores.broker });
 * const proxy = createPaykitProxy({ …, events: relay, rateLimiters: stores.rateLimiters });
 * const webhooks = createWebhookHandler({ …, onEvent: relayWebhookEvents(relay), claims: stores.webhookClaims });
 */
export function createRedisStores(options: RedisStoresOptions): RedisStores {
  const { redis, prefix = 'paykit:', timeoutMs = 1_000 } = options;
  if (!(Number.isInteger(timeoutMs) && timeoutMs > 0)) throw new RangeError('createRedisStores: timeoutMs must be a positive integer');
  const subscriber = redis.duplicate();
  const broker = createRedisEventBroker({ publisher: redis, subscriber, channelPrefix: prefix, timeoutMs });
  return {
    broker,
    rateLimiters: ({ name, requestsPerMinute }) =>
      createRedisRateLimiter({ redis, requestsPerMinute, keyPrefix: `${prefix}rate:${name}:`, timeoutMs }),
    webhookClaims: createRedisWebhookClaims({ redis, keyPrefix: `${prefix}webhook:`, timeoutMs }),
    close: async () => {
      broker.close();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
