// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventHint } from '../../core/schemas/eventHint.js';
import { createEventRelay } from '../events/EventRelay.js';
import { SESSION_ENDED, sseReader } from '../events/test-support/sseReader.js';
import { createProxyHarness, SHOP, sessionCookie, sessionFromCookie } from './test-support/recordingUpstream.js';

const hint: EventHint = {
  type: 'transfer.state_changed',
  resource: { type: 'transfer', id: 'tr_1' },
  occurredAt: '2026-04-02T08:45:00.000Z',
};

/** A merchant's session store: a customer is signed in until `signOut`. */
function signedInCustomers(...customerIds: string[]) {
  const signedIn = new Set(customerIds);
  return {
    getCustomerId: (request: Request) => {
      const customerId = sessionFromCookie(request);
      return customerId !== null && signedIn.has(customerId) ? customerId : null;
    },
    signOut: (customerId: string) => signedIn.delete(customerId),
  };
}

const openStream = (proxy: (request: Request) => Promise<Response>, customerId: string) =>
  proxy(
    new Request(`${SHOP}/api/paykit/events`, {
      headers: { Accept: 'text/event-stream', 'Paykit-Request': '1', Cookie: sessionCookie(customerId) },
    }),
  );

/** Every chunk of the stream until it ends. */
async function readToEnd(response: Response): Promise<string> {
  return new Response(response.body).text();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given an open event stream whose session ends', () => {
  it('should drop the stream within one check interval of sign-out and deliver nothing afterwards, then end the browser’s reopen with session_ended', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    const sessions = signedInCustomers('cus_alice');
    const { proxy } = createProxyHarness({ events: relay, getCustomerId: sessions.getCustomerId, sessionCheckMs: 5_000 });
    const stream = await openStream(proxy, 'cus_alice');
    expect(stream.status).toBe(200);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(relay.streamCount('cus_alice')).toBe(1);
    sessions.signOut('cus_alice');
    await vi.advanceTimersByTimeAsync(5_000);
    relay.publish('cus_alice', hint);

    expect(relay.streamCount('cus_alice')).toBe(0);
    // Dropped without a reason, so the browser reopens with the cookies it holds now…
    expect(await readToEnd(stream)).toBe('retry: 3000\n: connected\n\n');
    // …and the reopen, signed out, is told the session ended: the browser stops for good.
    const reopened = await openStream(proxy, 'cus_alice');
    expect(reopened.status).toBe(200);
    expect(await readToEnd(reopened)).toBe(SESSION_ENDED);
    expect(relay.streamCount('cus_alice')).toBe(0);
  });

  it('should keep live updates across a short-lived token the browser refreshed: the reopen with the new cookie streams on', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    // A JWT-like access cookie `token=<customer>.<expiresAt>`, valid until it expires; the page refreshes it.
    const getCustomerId = (request: Request) => {
      const [customerId, expiresAt] = (/token=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '').split('.');
      return customerId && Number(expiresAt) > Date.now() ? customerId : null;
    };
    const { proxy } = createProxyHarness({ events: relay, getCustomerId });
    const openWith = (token: string) =>
      proxy(new Request(`${SHOP}/api/paykit/events`, { headers: { Accept: 'text/event-stream', Cookie: `token=${token}` } }));
    const first = await openWith(`cus_alice.${Date.now() + 20_000}`);

    await vi.advanceTimersByTimeAsync(30_000);

    expect(relay.streamCount('cus_alice')).toBe(0);
    expect(await readToEnd(first)).not.toContain('session_ended');
    const reopened = sseReader(await openWith(`cus_alice.${Date.now() + 20_000}`));
    expect(await reopened.next()).toBe('retry: 3000\n: connected\n\n');
    relay.publish('cus_alice', hint);
    expect(await reopened.next()).toContain('event: hint');
    await reopened.cancel();
  });

  it('should check every 15 s by default', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    const sessions = signedInCustomers('cus_alice');
    const { proxy } = createProxyHarness({ events: relay, getCustomerId: sessions.getCustomerId });
    await openStream(proxy, 'cus_alice');
    sessions.signOut('cus_alice');

    await vi.advanceTimersByTimeAsync(14_999);
    expect(relay.streamCount('cus_alice')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(relay.streamCount('cus_alice')).toBe(0);
  });
});

describe('given peekCustomerId', () => {
  it('should check the open stream’s session with it, and ask getCustomerId only when the stream opens', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 600_000 });
    const getCustomerId = vi.fn(sessionFromCookie);
    const peekCustomerId = vi.fn(sessionFromCookie);
    const { proxy } = createProxyHarness({ events: relay, getCustomerId, peekCustomerId, sessionCheckMs: 5_000 });
    await openStream(proxy, 'cus_alice');

    await vi.advanceTimersByTimeAsync(60_000);

    expect(getCustomerId).toHaveBeenCalledTimes(1);
    expect(peekCustomerId).toHaveBeenCalledTimes(12);
    expect(relay.streamCount('cus_alice')).toBe(1);
  });

  it('should drop the stream once it no longer answers the stream’s customer', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 600_000 });
    let isSignedIn = true;
    const { proxy } = createProxyHarness({ events: relay, peekCustomerId: () => (isSignedIn ? 'cus_alice' : null), sessionCheckMs: 5_000 });
    await openStream(proxy, 'cus_alice');

    isSignedIn = false;
    await vi.advanceTimersByTimeAsync(5_000);

    expect(relay.streamCount('cus_alice')).toBe(0);
  });

  it('should refuse a peekCustomerId that is not a function', () => {
    expect(() => createProxyHarness({ peekCustomerId: 'cus_alice' as never })).toThrow(/peekCustomerId must be a function/);
  });
});

describe('given a browser with no session', () => {
  it('should answer a 200 event stream whose only message is closed session_ended, which an EventSource reads and stops on', async () => {
    const relay = createEventRelay();
    const { proxy, logs } = createProxyHarness({ events: relay, getCustomerId: () => null });

    const response = await openStream(proxy, 'cus_alice');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readToEnd(response)).toBe(SESSION_ENDED);
    expect(relay.streamCount('cus_alice')).toBe(0);
    expect(logs).toEqual([expect.stringMatching(/ route=events status=200 /)]);
  });

  it('should still answer 500 when the session cannot be read, which the browser retries', async () => {
    const relay = createEventRelay();
    const { proxy } = createProxyHarness({ events: relay, getCustomerId: () => Promise.reject(new Error('store down')) });

    const response = await openStream(proxy, 'cus_alice');

    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal_error' });
  });
});

describe('given getSessionId', () => {
  it('should tag the stream with the session id, so the sign-out closes it at once', async () => {
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    const { proxy } = createProxyHarness({ events: relay, getSessionId: (request) => `ses_of_${sessionFromCookie(request) ?? ''}` });
    const alice = await openStream(proxy, 'cus_alice');
    const bob = await openStream(proxy, 'cus_bob');

    expect(relay.closeSession('ses_of_cus_alice')).toBe(1);
    relay.publish('cus_alice', hint);

    expect(await readToEnd(alice)).toBe(`retry: 3000\n: connected\n\n${SESSION_ENDED}`);
    expect(relay.streamCount('cus_bob')).toBe(1);
    relay.closeCustomer('cus_bob');
    await readToEnd(bob);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('store down'))],
    ['answers something that is not an id', () => 42 as unknown as string],
  ])('should answer 500 and open no stream when it %s', async (_name, getSessionId) => {
    const relay = createEventRelay();
    const { proxy } = createProxyHarness({ events: relay, getSessionId });

    const response = await openStream(proxy, 'cus_alice');

    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal_error' });
    expect(relay.streamCount('cus_alice')).toBe(0);
  });

  it('should refuse a getSessionId that is not a function, and a session check interval that is not a positive integer', () => {
    expect(() => createProxyHarness({ getSessionId: 'ses_1' as never })).toThrow(/getSessionId/);
    expect(() => createProxyHarness({ sessionCheckMs: 0 })).toThrow(/sessionCheckMs/);
  });
});
