import { describe, expect, it } from 'vitest';
import { problemOf } from './test-support/problemOf.js';
import { resolveKitRequest } from './resolveKitRequest.js';

const resolve = (method: string, pathname: string, environment: 'sandbox' | 'production' = 'sandbox', legacy = false) =>
  resolveKitRequest(method, pathname, '/api/paykit', { environment, legacy });

describe('given a path under the mount point', () => {
  it('should resolve a kit route with its parameters', () => {
    expect(resolve('GET', '/api/paykit/tasks/tsk_1/submissions/sub_2')).toMatchObject({
      kind: 'route',
      match: { name: 'getSubmission', params: { taskId: 'tsk_1', submissionId: 'sub_2' } },
    });
  });

  it('should resolve the event stream on GET only', () => {
    expect(resolve('GET', '/api/paykit/events')).toEqual({ kind: 'events' });
    expect(problemOf(() => resolve('POST', '/api/paykit/events'))).toMatchObject({ status: 404 });
  });

  it('should serve the sandbox controls in the sandbox only', () => {
    expect(resolve('POST', '/api/paykit/sandbox/verification')).toMatchObject({ match: { name: 'simulateVerification' } });
    expect(problemOf(() => resolve('POST', '/api/paykit/sandbox/verification', 'production'))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('given a legacy v1/v2 route', () => {
  it.each([
    ['GET', '/api/paykit/legacy/customer', 'getLegacyCustomer'],
    ['GET', '/api/paykit/legacy/business-rails', 'listBusinessRails'],
    ['POST', '/api/paykit/legacy/verification-token/persona', 'createVerificationToken'],
  ])('should refuse %s %s unless the proxy opts in, in any environment', (method, path, name) => {
    expect(problemOf(() => resolve(method, path))).toMatchObject({ status: 404, code: 'not_found' });
    expect(problemOf(() => resolve(method, path, 'production'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(resolve(method, path, 'sandbox', true)).toMatchObject({ kind: 'route', match: { name } });
    expect(resolve(method, path, 'production', true)).toMatchObject({ kind: 'route', match: { name } });
  });
});

describe('given a path outside the table', () => {
  it.each([
    ['GET', '/api/paykit/customers'],
    ['POST', '/api/paykit/customers'],
    ['DELETE', '/api/paykit/customer'],
    ['POST', '/api/paykit/customer/export'],
    ['GET', '/api/paykit/webhooks'],
    ['PUT', '/api/paykit/accounts/acc_1/fees'],
    ['GET', '/api/paykit/tasks/tsk_1/cus_1'],
    ['GET', '/api/paykit/'],
    ['GET', '/api/paykit'],
    ['GET', '/api/paykitx/customer'],
    ['GET', '/customer'],
    ['OPTIONS', '/api/paykit/customer'],
    ['HEAD', '/api/paykit/customer'],
    ['GET', '/api/paykit/tasks/TSK_1'],
    ['GET', '/api/paykit/customer/'],
  ])('should answer 404 for %s %s', (method, path) => {
    expect(problemOf(() => resolve(method, path))).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('given a path with traversal or encoded characters', () => {
  it.each([
    '/api/paykit/tasks/tsk_1%2F..%2Fx',
    '/api/paykit/tasks/tsk_1%2f..%2fx',
    '/api/paykit/tasks/..%2f..%2fcustomers',
    '/api/paykit/tasks/%2e%2e',
    '/api/paykit/tasks/%2E%2E/customers',
    '/api/paykit/tasks/tsk_1%252F..',
    '/api/paykit/tasks/%252e%252e',
    '/api/paykit/tasks/tsk_1%5C..',
    '/api/paykit/tasks/tsk_1%5c..',
    '/api/paykit/tasks/tsk_1\\..\\x',
    '/api/paykit/tasks/..',
    '/api/paykit/tasks/./tsk_1',
    '/api/paykit/tasks//tsk_1',
    '/api/paykit/tasks/%EF%BC%8E%EF%BC%8E',
    '/api/paykit/tasks/%C0%AE%C0%AE',
    '/api/paykit/tasks/tsk_1%00',
  ])('should refuse %s with 400 before matching anything', (path) => {
    expect(problemOf(() => resolve('GET', path))).toMatchObject({ status: 400, code: 'malformed_path' });
  });

  it('should refuse non-ASCII and other characters no kit path has with 404', () => {
    for (const path of ['/api/paykit/tasks/tsk_1．．', '/api/paykit/tasks/tsk_1;x', '/api/paykit/tasks/tsk_1~']) {
      expect(problemOf(() => resolve('GET', path))).toMatchObject({ status: 404 });
    }
  });
});

describe('given a parameter longer than any id', () => {
  it('should refuse it with 400 naming the parameter, before anything is called', () => {
    expect(problemOf(() => resolve('GET', `/api/paykit/transfers/tr_${'a'.repeat(65_000)}/tasks`))).toMatchObject({
      status: 400,
      code: 'validation_error',
      errors: [{ pointer: '/path/transferId', code: 'too_long' }],
    });
  });
});
