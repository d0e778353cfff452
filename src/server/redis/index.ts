export { createRedisStores, type RedisStores, type RedisStoresOptions } from './createRedisStores.js';
export { createRedisEventBroker, type RedisEventBrokerOptions } from './redisEventBroker.js';
export { createRedisRateLimiter, type RedisRateLimiterOptions } from './redisRateLimiter.js';
export { createRedisWebhookClaims, type RedisWebhookClaimsOptions } from './redisWebhookClaims.js';
export { RedisStoreError, type RedisClient } from './RedisClient.js';
