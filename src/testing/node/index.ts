/**
 * paykit/testing/node: the fake platform over HTTP, for Node test suites and `npm run sandbox`
 * (needs `@hono/node-server` 2 installed).
 */
export { startFakePlatformServer, type FakePlatformServer, type FakePlatformServerOptions } from './startFakePlatformServer.js';
