import type { WebhookClaimStore } from '../webhooks/webhookClaims.js';
import { commandWithin, type RedisClient } from './RedisClient.js';

const DONE = 'done';
/** Deletes a claim only while it is still this holder's: a lease that expired may be another instance's now. */
const RELEASE_OWN_CLAIM = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Options of {@link createRedisWebhookClaims}. */
export interface RedisWebhookClaimsOptions {
  redis: RedisClient;
  /** @default 'paykit:webhook:' */
  keyPrefix?: string;
  /** @default 1000 */
  timeoutMs?: number;
}

/**
 * A {@link WebhookClaimStore} on Redis: a claim is `SET key processing NX EX ttl`, one atomic
 * command, so of two instances that receive one delivery exactly one handles it. Every step
 * rejects when Redis does not answer, and the webhook handler then answers 503 so the sender retries.
 */
export function createRedisWebhookClaims(options: RedisWebhookClaimsOptions): WebhookClaimStore {
  const { redis, keyPrefix = 'paykit:webhook:', timeoutMs = 1_000 } = options;
  const keyOf = (id: string) => `${keyPrefix}${id}`;
  /** The claims this instance holds, by id: each one's token, so a release removes only its own. */
  const held = new Map<string, string>();
  return {
    async claim(id, ttlSeconds) {
      const token = `processing:${crypto.randomUUID()}`;
      const answer = await commandWithin(timeoutMs, 'a webhook claim', () => redis.call('SET', keyOf(id), token, 'EX', ttlSeconds, 'NX'));
      if (answer !== 'OK') return false;
      held.set(id, token);
      return true;
    },
    async finish(id, ttlSeconds) {
      held.delete(id);
      await commandWithin(timeoutMs, 'a webhook record', () => redis.call('SET', keyOf(id), DONE, 'EX', ttlSeconds));
    },
    async release(id) {
      const token = held.get(id);
      held.delete(id);
      if (token === undefined) return;
      await commandWithin(timeoutMs, 'a webhook release', () => redis.call('EVAL', RELEASE_OWN_CLAIM, 1, keyOf(id), token));
    },
    async isFinished(id) {
      return (await commandWithin(timeoutMs, 'a webhook lookup', () => redis.call('GET', keyOf(id)))) === DONE;
    },
  };
}
