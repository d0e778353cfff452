// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventRelay, createPaykitProxy } from 'paykit/server';
import { proxySessionOptions } from './proxySession.js';
import { sessionCookieName } from './sessionCookie.js';
import { createSessionStore } from './sessions.js';

const SHOP = 'http://127.0.0.1:3000';
const IDLE_TTL_MS = 60_000;

/** The demo's proxy reading the demo's own session store, as `startDemoServer` wires them. */
function demoProxy() {
  const sessions = createSessionStore({ idleTtlMs: IDLE_TTL_MS, now: () => Date.now() });
  const relay = createEventRelay({ heartbeatMs: 600_000 });
  const proxy = createPaykitProxy({
    apiKey: 'sk_sandbox_demo_sessions',
    baseUrl: 'https://api.payments.example',
    environment: 'sandbox',
    idempotencySecret: 'test-idempotency-secret-0123456789abcdef',
    allowedOrigins: [SHOP],
    events: relay,
    fetch: () => Promise.resolve(new Response(null, { status: 204 })),
    ...proxySessionOptions(sessions, false),
  });
  const openStream = (sessionId: string) =>
    proxy(
      new Request(`${SHOP}/api/paykit/events`, {
        headers: { Accept: 'text/event-stream', Cookie: `${sessionCookieName(false)}=${sessionId}` },
      }),
    );
  return { sessions, relay, openStream };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given a tab left open with nobody using the page', () => {
  it('should let the session expire after its idle lifetime, end the stream, and end the browser’s reopen for good', async () => {
    vi.useFakeTimers();
    const { sessions, relay, openStream } = demoProxy();
    const sessionId = sessions.create('cus_alice1');
    expect((await openStream(sessionId)).status).toBe(200);

    // The stream's session checks alone, for ten idle lifetimes.
    await vi.advanceTimersByTimeAsync(10 * IDLE_TTL_MS);

    expect(relay.streamCount('cus_alice1')).toBe(0);
    expect(sessions.customerIdOf(sessionId)).toBeNull();
    const reopened = await openStream(sessionId);
    expect(await reopened.text()).toBe('event: closed\ndata: {"reason":"session_ended"}\n\n');
  });

  it('should end the stream within one check of the idle lifetime', async () => {
    vi.useFakeTimers();
    const { sessions, relay, openStream } = demoProxy();
    await openStream(sessions.create('cus_alice1'));

    await vi.advanceTimersByTimeAsync(IDLE_TTL_MS - 1);
    expect(relay.streamCount('cus_alice1')).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(relay.streamCount('cus_alice1')).toBe(0);
  });
});

describe('given a page in use', () => {
  it('should keep the session and its stream while the person keeps using the page', async () => {
    vi.useFakeTimers();
    const { sessions, relay, openStream } = demoProxy();
    const sessionId = sessions.create('cus_alice1');
    await openStream(sessionId);

    for (let minute = 0; minute < 10; minute += 1) {
      await vi.advanceTimersByTimeAsync(IDLE_TTL_MS / 2);
      // A kit request of the page, which renews the session.
      expect(sessions.customerIdOf(sessionId)).toBe('cus_alice1');
    }

    expect(relay.streamCount('cus_alice1')).toBe(1);
  });
});
