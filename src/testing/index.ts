/**
 * paykit/testing: a faithful in-memory Payments Platform API v3 (the fake platform), its MSW
 * handlers, named scenarios, and schema-valid resource builders for stories and tests. The HTTP
 * server for Node lives in `paykit/testing/node`.
 */
export * from './fixtures/index.js';
export { createManualClock, systemClock, type Clock, type ManualClock } from './platform/clock.js';
export { createFakePlatform, type FakePlatform, type FakePlatformOptions } from './platform/createFakePlatform.js';
export type { PlatformSettings } from './platform/PlatformCore.js';
export type { PlatformEvent } from './platform/Partition.js';
export { createFakePlatformHandlers, type FakePlatformHandlersOptions } from './msw/createFakePlatformHandlers.js';
