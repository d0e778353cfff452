/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS consumer is what this file checks */
'use strict';
/**
 * `npm run check:package`, after the build: a CommonJS server on Node 20.19+ (which `require()`s ES
 * modules without top-level await) loads every entry by its package name, and each server-side
 * entry does real work: the proxy answers over the fake platform, the fake platform serves over
 * HTTP and stops, MSW answers the kit's client from the fake kit backend. Run with plain `node`
 * (not tsx, whose loader would hide a resolution failure); the name resolves through this
 * package's own `exports`, as it does from an installed tarball.
 */
const assert = require('node:assert/strict');

const server = require('paykit/server');
const serverRedis = require('paykit/server/redis');
const testing = require('paykit/testing');
const testingNode = require('paykit/testing/node');
const testingMsw = require('paykit/testing/msw');
const { setupServer } = require('msw/node');

const ORIGIN = 'http://localhost';

/** paykit/server with paykit/testing: the proxy reads the signed-in customer from the fake platform. */
async function checkProxy() {
  const platform = testing.createFakePlatform({ seed: 1 });
  const { customerId, apiKey } = await testing.runScenario(platform, 'newIndividual');
  const proxy = server.createPaykitProxy({
    apiKey,
    baseUrl: 'https://fake-platform.paykit.test',
    environment: 'sandbox',
    idempotencySecret: 'check-require-idempotency-secret-0123456789',
    allowedOrigins: [ORIGIN],
    getCustomerId: () => customerId,
    fetch: (input, init) => platform.handle(new Request(input, init)),
  });
  const response = await proxy(new Request(`${ORIGIN}/api/paykit/customer`));
  assert.equal(response.status, 200, 'paykit/server: GET /api/paykit/customer');
  assert.equal((await response.json()).data.id, customerId, 'paykit/server: the customer read through the proxy');
}

/** paykit/testing/node: the fake platform over HTTP on a free port, read, then stopped. */
async function checkNodeServer() {
  const fake = await testingNode.startFakePlatformServer({ port: 0, seed: 1 });
  try {
    const { customerId, apiKey } = await testing.runScenario(fake.platform, 'newIndividual');
    const response = await fetch(`${fake.url}/v3/customers/${customerId}`, { headers: { 'X-API-Key': apiKey } });
    assert.equal(response.status, 200, 'paykit/testing/node: GET /v3/customers/:id');
    assert.equal((await response.json()).data.id, customerId, 'paykit/testing/node: the customer read over HTTP');
  } finally {
    await fake.close();
  }
  await assert.rejects(fetch(`${fake.url}/v3/customers`), 'paykit/testing/node: the server is stopped after close()');
}

/** paykit/testing/msw: MSW answers the kit's client from the fake kit backend. */
async function checkMsw() {
  const platform = testing.createFakePlatform({ seed: 1 });
  const { customerId, apiKey } = await testing.runScenario(platform, 'newIndividual');
  const backend = testing.createFakeKitBackend({ platform, customerId, apiKey, origin: ORIGIN });
  // An absolute mount path: outside a browser or jsdom there is no page origin for a relative one.
  const msw = setupServer(...testingMsw.createFakeKitHandlers(backend, `${ORIGIN}/api/paykit`));
  msw.listen({ onUnhandledRequest: 'error' });
  try {
    const response = await fetch(`${ORIGIN}/api/paykit/customer`);
    assert.equal(response.status, 200, 'paykit/testing/msw: GET /api/paykit/customer');
    assert.equal((await response.json()).data.id, customerId, 'paykit/testing/msw: the customer read through MSW');
  } finally {
    msw.close();
  }
}

/** The browser entries load too (a CommonJS `next.config.js` or test setup may require them). */
function checkBrowserEntries() {
  assert.equal(typeof require('paykit').PaykitProvider, 'function', 'paykit');
  assert.equal(typeof require('paykit/forms').useTaskForm, 'function', 'paykit/forms');
  assert.equal(typeof require('paykit/legacy').useLegacyCustomer, 'function', 'paykit/legacy');
  // A part is a forwardRef object (React 18 support): a component whose render is a function.
  const { Onboarding } = require('paykit/components');
  assert.equal(typeof (Onboarding?.render ?? Onboarding), 'function', 'paykit/components');
  assert.equal(typeof require('paykit/components/fr'), 'object', 'paykit/components/fr');
}

/** paykit/schemas validates API data on a server: a well-formed money object passes, a malformed one fails. */
function checkSchemas() {
  const { moneySchema } = require('paykit/schemas');
  assert.equal(moneySchema.safeParse({ amount: '10.00', currency: 'USD' }).success, true, 'paykit/schemas accepts money');
  assert.equal(moneySchema.safeParse({ amount: 10 }).success, false, 'paykit/schemas refuses a number amount');
}

/** paykit/server/redis loads, and its stores wrap a client without connecting anywhere until used. */
function checkRedisEntry() {
  const client = {
    status: 'wait',
    call: async () => null,
    subscribe: async () => 0,
    unsubscribe: async () => 0,
    on() {},
    quit: async () => 'OK',
  };
  client.duplicate = () => ({ ...client });
  const stores = serverRedis.createRedisStores({ redis: client });
  assert.equal(typeof stores.rateLimiters({ name: 'reads', requestsPerMinute: 1 }).take, 'function', 'paykit/server/redis: a rate limiter');
  assert.equal(typeof server.createEventRelay({ broker: stores.broker }).stream, 'function', 'paykit/server/redis: a relay on its broker');
}

async function main() {
  checkSchemas();
  checkRedisEntry();
  await checkProxy();
  await checkNodeServer();
  await checkMsw();
  checkBrowserEntries();
  console.log(
    'require(): paykit/schemas, paykit/server, paykit/server/redis, paykit/testing, paykit/testing/node, paykit/testing/msw and the browser entries load from CommonJS and work',
  );
}

main().catch((error) => {
  console.error('A CommonJS require() of the built package failed:');
  console.error(error);
  process.exitCode = 1;
});
