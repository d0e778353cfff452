/**
 * paykit/testing/msw: the fake platform as MSW request handlers (needs `msw` 2 or 3 installed).
 */
export { createFakePlatformHandlers, type FakePlatformHandlersOptions } from './createFakePlatformHandlers.js';
export { createFakeKitHandlers } from './createFakeKitHandlers.js';
