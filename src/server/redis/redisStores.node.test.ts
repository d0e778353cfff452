import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisUnavailableReason, startTestRedis, type TestRedis } from '../../test-support/redisServer.js';
import { createRedisStores, RedisStoreError, type RedisClient, type RedisStores } from './index.js';

if (redisUnavailableReason) console.warn(`Skipping the Redis store tests: ${redisUnavailableReason}`);

describe.skipIf(redisUnavailableReason !== undefined)('given the Redis stores of two instances on one real Redis', () => {
  let redis: TestRedis;
  const opened: { client: Redis; stores: RedisStores }[] = [];
  let prefixCount = 0;

  /** One instance's stores, on a client of its own; each test gets its own key prefix. */
  const instance = (prefix: string) => {
    const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    // The type check of this line is the test that an ioredis client is a RedisClient.
    const asClient: RedisClient = client;
    const stores = createRedisStores({ redis: asClient, prefix, timeoutMs: 500 });
    opened.push({ client, stores });
    return { client, stores };
  };
  const ready = (client: Redis) =>
    client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve));
  const twoInstances = async () => {
    const prefix = `t${(prefixCount += 1)}:`;
    const a = instance(prefix);
    const b = instance(prefix);
    await Promise.all([ready(a.client), ready(b.client)]);
    return { a: a.stores, b: b.stores, clients: [a.client, b.client] };
  };

  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    for (const { client, stores } of opened.splice(0)) {
      await stores.close();
      client.disconnect();
    }
    await redis.start();
  });
  afterAll(() => redis?.dispose());

  it('should count one key across both instances in one token bucket', async () => {
    const { a, b } = await twoInstances();
    const onA = a.rateLimiters({ name: 'reads', requestsPerMinute: 3 });
    const onB = b.rateLimiters({ name: 'reads', requestsPerMinute: 3 });
    expect(await onA.take('cus_1')).toEqual({ allowed: true });
    expect(await onB.take('cus_1')).toEqual({ allowed: true });
    expect(await onA.take('cus_1')).toEqual({ allowed: true });
    // A minute's 3 tokens are spent: the next comes back in 20 s.
    expect(await onB.take('cus_1')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    // Another key, and another bucket of the same key, are apart.
    expect(await onB.take('cus_2')).toEqual({ allowed: true });
    expect(await b.rateLimiters({ name: 'writes', requestsPerMinute: 3 }).take('cus_1')).toEqual({ allowed: true });
  });

  it('should let a charge take the bucket below empty, so the next request waits longer', async () => {
    const { a } = await twoInstances();
    const limiter = a.rateLimiters({ name: 'writes', requestsPerMinute: 60 });
    await limiter.charge('cus_1', 90);
    expect(await limiter.take('cus_1')).toEqual({ allowed: false, retryAfterSeconds: 31 });
  });

  it('should grant a webhook claim to one instance only, and tell the other when it is done', async () => {
    const { a, b } = await twoInstances();
    const claims = await Promise.all([a.webhookClaims.claim('msg_1', 60), b.webhookClaims.claim('msg_1', 60)]);
    expect(claims.sort()).toEqual([false, true]);
    const winner = claims[0] ? a : b;
    expect(await a.webhookClaims.isFinished('msg_1')).toBe(false);
    await winner.webhookClaims.finish('msg_1', 3_600);
    expect(await b.webhookClaims.isFinished('msg_1')).toBe(true);
    expect(await a.webhookClaims.claim('msg_1', 60)).toBe(false);
  });

  it('should release only its own claim', async () => {
    const { a, b, clients } = await twoInstances();
    expect(await a.webhookClaims.claim('msg_2', 1)).toBe(true);
    // A's lease ran out (the key is gone) and B claimed the id: A's late release leaves B's claim alone.
    await clients[0]!.call('DEL', `${'t'}${prefixCount}:webhook:msg_2`);
    expect(await b.webhookClaims.claim('msg_2', 60)).toBe(true);
    await a.webhookClaims.release('msg_2');
    expect(await a.webhookClaims.claim('msg_2', 60)).toBe(false);
    await b.webhookClaims.release('msg_2');
    expect(await a.webhookClaims.claim('msg_2', 60)).toBe(true);
  });

  it('should carry a message published on one instance to the subscriber on the other', async () => {
    const { a, b } = await twoInstances();
    const heard = vi.fn();
    const unsubscribe = await b.broker.subscribe('events:customer:cus_1', heard);
    await a.broker.publish('events:customer:cus_1', 'hello');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('hello'));
    await unsubscribe();
    await a.broker.publish('events:customer:cus_1', 'after');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('should keep apps with different prefixes apart on one Redis', async () => {
    const { a } = await twoInstances();
    const other = await twoInstances();
    const heard = vi.fn();
    await other.b.broker.subscribe('events:customer:cus_1', heard);
    await a.broker.publish('events:customer:cus_1', 'for the first app');
    await other.a.broker.publish('events:customer:cus_1', 'for the second app');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('for the second app'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await a.rateLimiters({ name: 'reads', requestsPerMinute: 1 }).take('cus_1')).toEqual({ allowed: true });
    expect(await other.a.rateLimiters({ name: 'reads', requestsPerMinute: 1 }).take('cus_1')).toEqual({ allowed: true });
  });

  it("should fail closed while Redis is down, tell the broker's listeners, and work again once it is back", async () => {
    const { a, b, clients } = await twoInstances();
    const interrupted = vi.fn();
    b.broker.onInterrupted(interrupted);
    await b.broker.subscribe('events:customer:cus_1', () => undefined);
    await redis.stop();

    await vi.waitFor(() => expect(interrupted).toHaveBeenCalledTimes(1));
    const limiter = a.rateLimiters({ name: 'reads', requestsPerMinute: 3 });
    await expect(limiter.take('cus_1')).rejects.toBeInstanceOf(RedisStoreError);
    await expect(a.webhookClaims.claim('msg_3', 60)).rejects.toBeInstanceOf(RedisStoreError);
    await expect(a.broker.publish('events:customer:cus_1', 'lost')).rejects.toBeInstanceOf(RedisStoreError);
    await expect(b.broker.subscribe('events:customer:cus_2', () => undefined)).rejects.toBeInstanceOf(RedisStoreError);

    await redis.start();
    await Promise.all(clients.map(ready));
    await vi.waitFor(async () => expect(await limiter.take('cus_1')).toEqual({ allowed: true }), { timeout: 5_000 });
    expect(await a.webhookClaims.claim('msg_3', 60)).toBe(true);
    const heard = vi.fn();
    await vi.waitFor(() => b.broker.subscribe('events:customer:cus_2', heard), { timeout: 5_000 });
    await a.broker.publish('events:customer:cus_2', 'back');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('back'));
  });
});
