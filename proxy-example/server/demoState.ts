import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  createEventRelay,
  type EventRelay,
  type PaykitProxyOptions,
  type RateLimiterFactory,
  type WebhookHandlerOptions,
} from 'paykit/server';
import { createRedisStores } from 'paykit/server/redis';
import { createRedisSessionStore } from './redisSessions.js';
import { createSessionStore, type SessionStore } from './sessions.js';

/** Everything the demo keeps between requests, in memory or shared by every instance through Redis. */
export interface DemoState {
  /** `memory` (one instance) or `redis` (any number). */
  readonly kind: 'memory' | 'redis';
  readonly sessions: SessionStore;
  readonly relay: EventRelay;
  /** The proxy's and the sign-in's limiters; undefined keeps them in memory. */
  readonly rateLimiters: RateLimiterFactory | undefined;
  readonly webhookClaims: WebhookHandlerOptions['claims'];
  /** The same on every instance: a retry that lands on another instance must map to the same upstream key. */
  readonly idempotencySecret: PaykitProxyOptions['idempotencySecret'];
  close(): Promise<void>;
}

/** How long the demo waits for Redis when it starts. */
const REDIS_STARTUP_MS = 5_000;

/** Thrown when `REDIS_URL` names a Redis that does not answer at start; never quotes the URL. */
export class DemoRedisError extends Error {
  override readonly name = 'DemoRedisError';
}

function connected(redis: Redis): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DemoRedisError(`the Redis at REDIS_URL did not answer within ${REDIS_STARTUP_MS / 1000} s`)),
      REDIS_STARTUP_MS,
    );
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The demo's state: in memory without `redisUrl`, else on that Redis (sessions, the event relay's
 * broker, the rate limits and the webhook claims). With Redis the idempotency secret is the
 * configured one (the config requires it), the same on every instance.
 *
 * @example
 * const state = await openDemoState({ redisUrl: process.env.REDIS_URL });
 */
export async function openDemoState(options: { redisUrl?: string; idempotencySecret?: string }): Promise<DemoState> {
  if (options.redisUrl === undefined) {
    return {
      kind: 'memory',
      sessions: createSessionStore(),
      relay: createEventRelay(),
      rateLimiters: undefined,
      webhookClaims: undefined,
      idempotencySecret: options.idempotencySecret ?? randomBytes(32).toString('base64url'),
      close: async () => undefined,
    };
  }
  // Fail fast while Redis is away (the stores then fail closed at once), and keep reconnecting.
  const redis = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
  });
  // Connection errors arrive as events; the stores report their own failures.
  redis.on('error', () => undefined);
  try {
    await connected(redis);
    const stores = createRedisStores({ redis });
    return {
      kind: 'redis',
      sessions: createRedisSessionStore({ redis }),
      relay: createEventRelay({ broker: stores.broker }),
      rateLimiters: stores.rateLimiters,
      webhookClaims: stores.webhookClaims,
      idempotencySecret: options.idempotencySecret ?? randomBytes(32).toString('base64url'),
      close: async () => {
        await stores.close();
        await redis.quit().catch(() => undefined);
      },
    };
  } catch (error) {
    redis.disconnect();
    throw error;
  }
}
