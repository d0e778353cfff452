/**
 * paykit/testing/node: the fake platform over HTTP, for Node test suites and `npm run sandbox`.
 */
export { startFakePlatformServer, type FakePlatformServer, type FakePlatformServerOptions } from './startFakePlatformServer.js';
