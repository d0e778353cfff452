// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventHint } from '../../core/schemas/eventHint.js';
import { createEventRelay } from '../events/EventRelay.js';
import { createProxyHarness, SHOP, sessionCookie, sessionFromCookie } from './test-support/recordingUpstream.js';

const hint: EventHint = { type: 'transfer.state_changed', resource: { type: 'transfer', id: 'tr_1' }, occurredAt: '2026-04-02T08:45:00.000Z' };
const SESSION_ENDED = 'event: closed\ndata: {"reason":"session_ended"}\n\n';

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
  proxy(new Request(`${SHOP}/api/paykit/events`, { headers: { Accept: 'text/event-stream', 'Paykit-Request': '1', Cookie: sessionCookie(customerId) } }));

/** Every chunk of the stream until it ends. */
async function readToEnd(response: Response): Promise<string> {
  return new Response(response.body).text();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given an open event stream whose session ends', () => {
  it('should end the stream within one check interval of sign-out, with session_ended, and deliver nothing afterwards', async () => {
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
    const text = await readToEnd(stream);
    expect(text.endsWith(SESSION_ENDED)).toBe(true);
    expect(text).not.toContain('event: hint');
  });

  it('should end it when the session now holds another customer', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    let customer = 'cus_alice';
    const { proxy } = createProxyHarness({ events: relay, getCustomerId: () => customer, sessionCheckMs: 5_000 });
    const stream = await openStream(proxy, 'cus_alice');

    customer = 'cus_bob';
    await vi.advanceTimersByTimeAsync(5_000);

    expect((await readToEnd(stream)).endsWith(SESSION_ENDED)).toBe(true);
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
