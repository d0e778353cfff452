import type { RedisClient } from 'paykit/server/redis';
import { newSessionId, SESSION_ID, type SessionStore, type SessionStoreOptions } from './sessions.js';

/** Options of {@link createRedisSessionStore}. */
export interface RedisSessionStoreOptions extends Pick<SessionStoreOptions, 'idleTtlMs'> {
  redis: RedisClient;
  /** @default 'paykit-demo:session:' */
  keyPrefix?: string;
}

/**
 * The demo's sessions in Redis, so every instance knows every session: a key per session that
 * expires after the idle lifetime, renewed on use (`GETEX … PX`) and not on a peek (`GET`).
 *
 * @example
 * const sessions = createRedisSessionStore({ redis: new Redis(process.env.REDIS_URL!) });
 */
export function createRedisSessionStore(options: RedisSessionStoreOptions): SessionStore {
  const { redis, keyPrefix = 'paykit-demo:session:' } = options;
  const idleTtlMs = options.idleTtlMs ?? 8 * 60 * 60 * 1000;
  const keyOf = (sessionId: string) => `${keyPrefix}${sessionId}`;
  const isWellFormed = (sessionId: string | undefined): sessionId is string => sessionId !== undefined && SESSION_ID.test(sessionId);
  const customerOf = (answer: unknown) => (typeof answer === 'string' ? answer : null);

  return {
    async create(customerId) {
      const sessionId = newSessionId();
      await redis.call('SET', keyOf(sessionId), customerId, 'PX', idleTtlMs);
      return sessionId;
    },
    async customerIdOf(sessionId) {
      if (!isWellFormed(sessionId)) return null;
      return customerOf(await redis.call('GETEX', keyOf(sessionId), 'PX', idleTtlMs));
    },
    async peekCustomerIdOf(sessionId) {
      if (!isWellFormed(sessionId)) return null;
      return customerOf(await redis.call('GET', keyOf(sessionId)));
    },
    async destroy(sessionId) {
      if (isWellFormed(sessionId)) await redis.call('DEL', keyOf(sessionId));
    },
  };
}
