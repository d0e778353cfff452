// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRequestDeadline } from './requestDeadline.js';
import { sessionCustomer } from './sessionCustomer.js';
import { isProxyProblem, type ProxyProblemInit } from './proxyProblem.js';

async function problemOf(lookup: Promise<string>): Promise<ProxyProblemInit> {
  const error: unknown = await lookup.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isProxyProblem(error)) throw new Error('expected a proxy problem');
  return error.init;
}

const request = () => new Request('https://shop.example/api/paykit/recipients');

describe('given a session read from the request itself (synchronous)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should answer its customer without racing the deadline', async () => {
    const deadline = startRequestDeadline(request(), { timeoutMs: 10_000 });
    const listen = vi.spyOn(deadline.signal, 'addEventListener');
    try {
      expect(await sessionCustomer({ getCustomerId: () => 'cus_alice' }, request(), undefined, deadline)).toBe('cus_alice');
      expect(listen).not.toHaveBeenCalled();
    } finally {
      deadline.clear();
    }
  });

  it('should still refuse no session, a malformed id, and a throwing read', async () => {
    const deadline = startRequestDeadline(request(), { timeoutMs: 10_000 });
    try {
      expect((await problemOf(sessionCustomer({ getCustomerId: () => null }, request(), undefined, deadline))).status).toBe(401);
      expect((await problemOf(sessionCustomer({ getCustomerId: () => 'alice' }, request(), undefined, deadline))).code).toBe(
        'invalid_session_customer',
      );
      const throwing = () => {
        throw new Error('store down');
      };
      expect((await problemOf(sessionCustomer({ getCustomerId: throwing }, request(), undefined, deadline))).code).toBe('internal_error');
    } finally {
      deadline.clear();
    }
  });
});
