// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSandboxBudget } from './sandboxBudget.js';
import { createSessionStore } from './sessions.js';

const ORIGIN = 'http://127.0.0.1:3000';

/** A budget in front of two sandbox paths, as the demo mounts it. */
function setUp(callsPerMinute?: number) {
  let time = 0;
  const sessions = createSessionStore();
  const budget = createSandboxBudget({ sessions, allowedOrigins: [ORIGIN], secureCookies: false, callsPerMinute, now: () => time });
  const app = new Hono();
  app.use('/demo/sandbox/*', budget);
  app.use('/api/paykit/sandbox/*', budget);
  app.post('*', (c) => c.body(null, 204));
  const call = (path: string, sessionId?: string, origin = ORIGIN) =>
    app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Paykit-Request': '1', Origin: origin, ...(sessionId ? { Cookie: `paykit_demo_session=${sessionId}` } : {}) },
    });
  return { sessions, call, advance: (ms: number) => (time += ms) };
}

describe('given a session pressing sandbox controls', () => {
  it('should share one budget of 30 calls a minute between the demo’s controls and the proxy’s sandbox routes', async () => {
    const { sessions, call, advance } = setUp();
    const session = sessions.create('cus_ada1');

    const statuses = [];
    for (let index = 0; index < 15; index += 1) statuses.push((await call('/demo/sandbox/verification', session)).status);
    for (let index = 0; index < 15; index += 1) statuses.push((await call('/api/paykit/sandbox/accounts/acc_1/topup', session)).status);
    const refused = await call('/api/paykit/sandbox/transfers/tr_1/state', session);
    advance(2_000);
    const refilled = await call('/demo/sandbox/verification', session);

    expect(statuses).toEqual(Array(30).fill(204));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', retryable: true });
    expect(refilled.status).toBe(204);
  });

  it('should keep each session’s budget to itself', async () => {
    const { sessions, call } = setUp(1);
    const ada = sessions.create('cus_ada1');
    const bob = sessions.create('cus_bob1');

    await call('/demo/sandbox/verification', ada);

    expect((await call('/demo/sandbox/verification', ada)).status).toBe(429);
    expect((await call('/demo/sandbox/verification', bob)).status).toBe(204);
  });

  it('should spend nothing on a request without a session or from a foreign page, and leave it to the route', async () => {
    const { sessions, call } = setUp(1);
    const ada = sessions.create('cus_ada1');

    for (let index = 0; index < 3; index += 1) {
      expect((await call('/demo/sandbox/verification')).status).toBe(204);
      expect((await call('/demo/sandbox/verification', ada, 'https://evil.example')).status).toBe(204);
    }

    expect((await call('/demo/sandbox/verification', ada)).status).toBe(204);
  });
});
