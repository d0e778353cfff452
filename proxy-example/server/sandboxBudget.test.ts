// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSandboxBudget } from './sandboxBudget.js';
import { createSessionStore } from './sessions.js';

const ORIGIN = 'http://127.0.0.1:3000';

/** A budget in front of two sandbox paths, as the demo mounts it; calls come from `client`'s socket (203.0.113.7 unless told). */
function setUp(callsPerMinute?: number) {
  let time = 0;
  const sessions = createSessionStore({ now: () => time });
  const budget = createSandboxBudget({ sessions, allowedOrigins: [ORIGIN], secureCookies: false, callsPerMinute, now: () => time });
  const app = new Hono();
  app.use('/demo/sandbox/*', budget);
  app.use('/api/paykit/sandbox/*', budget);
  app.post('*', (c) => c.body(null, 204));
  const call = (path: string, sessionId?: string, origin = ORIGIN, client = '203.0.113.7') =>
    app.request(
      `${ORIGIN}${path}`,
      {
        method: 'POST',
        headers: { 'Paykit-Request': '1', Origin: origin, ...(sessionId ? { Cookie: `paykit_demo_session=${sessionId}` } : {}) },
      },
      { incoming: { socket: { remoteAddress: client } } },
    );
  return { sessions, call, advance: (ms: number) => (time += ms), now: () => time };
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

describe('given one client pressing sandbox controls across many sessions', () => {
  it('should cap the client at 180 calls a minute whatever sessions it signs in, while another client goes on', async () => {
    const { sessions, call, advance } = setUp();

    // A script signing in again and again for fresh session budgets: 20 sessions of 30 calls.
    const statuses: number[] = [];
    for (let signIn = 0; signIn < 20; signIn += 1) {
      const session = sessions.create(`cus_script${signIn}`);
      for (let press = 0; press < 30; press += 1) statuses.push((await call('/api/paykit/sandbox/verification', session)).status);
    }
    const other = await call('/demo/sandbox/verification', sessions.create('cus_neighbour1'), ORIGIN, '198.51.100.2');
    const refused = await call('/demo/sandbox/verification', sessions.create('cus_script99'));

    expect(statuses.filter((status) => status === 204)).toHaveLength(180);
    expect(statuses.slice(0, 180).every((status) => status === 204)).toBe(true);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/from this address/) });
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(other.status).toBe(204);
    advance(1_000);
    expect((await call('/demo/sandbox/verification', sessions.create('cus_script100'))).status).toBe(204);
  });

  it('should spend nothing of the client’s budget on calls its session’s own budget refuses', async () => {
    const { sessions, call } = setUp();
    const looping = sessions.create('cus_loop1');
    for (let press = 0; press < 200; press += 1) await call('/demo/sandbox/verification', looping);

    const other = sessions.create('cus_sameMachine1');
    const statuses = [];
    for (let press = 0; press < 30; press += 1) statuses.push((await call('/demo/sandbox/verification', other)).status);
    expect(statuses).toEqual(Array(30).fill(204));
  });
});

describe('given people and journeys at their own pace', () => {
  /** Runs `actors` side by side on one clock, each pressing at its own moments (ms), each journey in a fresh session; returns every status. */
  async function runTogether(actors: { pressesAt: number[]; journeyOf: (at: number) => number }[], address = '203.0.113.7') {
    const { sessions, call, advance, now } = setUp();
    const moments = actors
      .flatMap((actor, index) => actor.pressesAt.map((at) => ({ at, index, journey: actor.journeyOf(at) })))
      .sort((a, b) => a.at - b.at);
    const sessionOf = new Map<string, string>();
    const statuses: number[] = [];
    for (const { at, index, journey } of moments) {
      advance(at - now());
      const key = `${index}:${journey}`;
      if (!sessionOf.has(key)) sessionOf.set(key, sessions.create(`cus_actor${index}x${journey}`));
      statuses.push((await call('/api/paykit/sandbox/verification', sessionOf.get(key), ORIGIN, address)).status);
    }
    return statuses;
  }

  it('should never refuse two people on one machine pressing briskly, one press every 2 s each, for 10 minutes', async () => {
    const person = (offsetMs: number) => ({
      pressesAt: Array.from({ length: 300 }, (_, index) => offsetMs + index * 2_000),
      journeyOf: (at: number) => Math.floor(at / 180_000), // signs in again every 3 minutes
    });
    const statuses = await runTogether([person(0), person(700)]);
    expect(statuses).toHaveLength(600);
    expect(statuses.every((status) => status === 204)).toBe(true);
  });

  it('should never refuse three Playwright workers at one address running journeys back to back: 14 presses a second apart, each journey signed in afresh', async () => {
    // A journey: sign in, a few seconds of forms, then 14 sandbox presses a second apart: 16 s.
    const worker = (offsetMs: number) => ({
      pressesAt: Array.from({ length: 40 }, (_, journey) =>
        Array.from({ length: 14 }, (_, press) => offsetMs + journey * 16_000 + 2_000 + press * 1_000),
      ).flat(),
      journeyOf: (at: number) => Math.floor((at - offsetMs) / 16_000),
    });
    const statuses = await runTogether([worker(0), worker(300), worker(600)]);
    expect(statuses).toHaveLength(3 * 40 * 14);
    expect(statuses.every((status) => status === 204)).toBe(true);
  });
});
