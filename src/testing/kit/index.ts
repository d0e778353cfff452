export { createFakeKitBackend, type FakeKitBackend, type FakeKitBackendOptions } from './createFakeKitBackend.js';
