/**
 * paykit/testing: schema-valid resource builders for stories and tests.
 */
export * from './fixtures/index.js';
