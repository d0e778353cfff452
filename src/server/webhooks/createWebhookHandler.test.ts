// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { createWebhookHandler, type WebhookHandlerOptions } from './createWebhookHandler.js';
import type { VerifiedWebhookEvent } from './VerifiedWebhookEvent.js';
import { createWebhookClaims, type WebhookClaimStore } from './webhookClaims.js';

/** In-memory claims that answer a few milliseconds later, as a shared store over the network does. */
function slowClaims(): WebhookClaimStore {
  const claims = createWebhookClaims();
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 5));
  return {
    claim: (id, ttl) => later(() => claims.claim(id, ttl)),
    finish: (id, ttl) => later(() => claims.finish(id, ttl)),
    release: (id) => later(() => claims.release(id)),
    isFinished: (id) => later(() => claims.isFinished(id)),
  };
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const URL_ = 'https://merchant.example/webhooks/payments';
const envelope = {
  type: 'transfer.state_changed',
  data: { id: 'tr_1', customerId: 'cus_1', state: 'completed' },
  createdAt: 1775119500000,
};

interface DeliveryOptions {
  secret: string;
  id?: string;
  body?: string;
  at?: Date;
  method?: string;
  headers?: Record<string, string>;
}

/** A delivery signed the way the platform signs them. */
function delivery({
  secret,
  id = 'msg_1',
  body = JSON.stringify(envelope),
  at = new Date(),
  method = 'POST',
  headers = {},
}: DeliveryOptions): Request {
  const signed = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
  return new Request(URL_, { method, headers: { ...signed, ...headers }, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

function setup(overrides: Partial<WebhookHandlerOptions> = {}) {
  const secret = newSecret();
  const events: VerifiedWebhookEvent[] = [];
  const onEvent = vi.fn((event: VerifiedWebhookEvent) => {
    events.push(event);
  });
  const handle = createWebhookHandler({ secrets: [secret], onEvent, onError: () => undefined, ...overrides });
  return { secret, events, onEvent, handle };
}

async function expectRefused(response: Response, status: number, secrets: string[]) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const text = await response.text();
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice('whsec_'.length, 20));
  }
  return JSON.parse(text) as { title: string; status: number };
}

describe('given a delivery signed with the endpoint secret', () => {
  it('should answer 200 and call onEvent with the webhook-id and the envelope', async () => {
    const { secret, events, handle } = setup();
    const response = await handle(delivery({ secret, id: 'msg_ok' }));
    expect(response.status).toBe(200);
    expect(events).toEqual([{ id: 'msg_ok', ...envelope }]);
  });

  it('should verify the raw bytes, whitespace and key order as sent', async () => {
    const { secret, events, handle } = setup();
    const body = '{ "createdAt": 5,\n  "type": "account.created", "data": {"customerId":"cus_1","id":"acc_1"} }';
    expect((await handle(delivery({ secret, body }))).status).toBe(200);
    expect(events[0]).toEqual({ id: 'msg_1', type: 'account.created', data: { customerId: 'cus_1', id: 'acc_1' }, createdAt: 5 });
  });
});

describe('given a delivery that does not verify', () => {
  it('should refuse a tampered body with 401 and not call onEvent', async () => {
    const { secret, onEvent, handle } = setup();
    const signed = delivery({ secret });
    const tampered = new Request(signed, { body: JSON.stringify({ ...envelope, data: { ...envelope.data, customerId: 'cus_2' } }) });
    await expectRefused(await handle(tampered), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a tampered signature', async () => {
    const { secret, onEvent, handle } = setup();
    const signed = delivery({ secret });
    const signature = signed.headers.get('webhook-signature') as string;
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expectRefused(await handle(delivery({ secret, headers: { 'webhook-signature': flipped } })), 401, [secret]);
    await expectRefused(await handle(delivery({ secret, headers: { 'webhook-signature': 'v2,' + signature.slice(3) } })), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a signature made with another secret, saying nothing about which secrets it holds', async () => {
    const { secret, onEvent, handle } = setup();
    const other = newSecret();
    const problem = await expectRefused(await handle(delivery({ secret: other })), 401, [secret, other]);
    expect(problem).toEqual({ type: 'about:blank', title: 'Webhook signature verification failed', status: 401 });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a signature whose webhook-id was changed', async () => {
    const { secret, onEvent, handle } = setup();
    const signed = delivery({ secret, id: 'msg_a' });
    const replayed = new Request(signed, { headers: { ...Object.fromEntries(signed.headers), 'webhook-id': 'msg_b' } });
    await expectRefused(await handle(replayed), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])('should refuse a delivery without %s', async (header) => {
    const { secret, onEvent, handle } = setup();
    const signed = delivery({ secret });
    const headers = new Headers(signed.headers);
    headers.delete(header);
    await expectRefused(await handle(new Request(signed, { headers })), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a webhook-id longer than 256 characters', async () => {
    const { secret, handle } = setup();
    await expectRefused(await handle(delivery({ secret, id: 'm'.repeat(257) })), 401, [secret]);
  });
});

describe('given the timestamp tolerance', () => {
  it.each([
    ['stale by more than five minutes', -301],
    ['more than five minutes in the future', 301],
  ])('should refuse a delivery %s', async (_name, offsetSeconds) => {
    const { secret, onEvent, handle } = setup();
    const at = new Date(Date.now() + offsetSeconds * 1000);
    await expectRefused(await handle(delivery({ secret, at })), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should accept a delivery within the window', async () => {
    const { secret, handle } = setup();
    expect((await handle(delivery({ secret, at: new Date(Date.now() - 240_000) }))).status).toBe(200);
  });

  it('should enforce a tighter toleranceSeconds than the library does', async () => {
    const { secret, onEvent, handle } = setup({ toleranceSeconds: 60 });
    await expectRefused(await handle(delivery({ secret, at: new Date(Date.now() - 120_000) })), 401, [secret]);
    await expectRefused(await handle(delivery({ secret, at: new Date(Date.now() + 120_000) })), 401, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
    expect((await handle(delivery({ secret, at: new Date(Date.now() - 30_000) }))).status).toBe(200);
  });

  it('should measure the tolerance against the given clock', async () => {
    const { secret, handle } = setup({ toleranceSeconds: 60, now: () => Date.now() + 90_000 });
    await expectRefused(await handle(delivery({ secret })), 401, [secret]);
  });

  it('should refuse a timestamp that is not whole seconds', async () => {
    const { secret, handle } = setup();
    const at = new Date();
    const signed = delivery({ secret, at });
    const fractional = `${Math.floor(at.getTime() / 1000)}.0`;
    const headers = { ...Object.fromEntries(signed.headers), 'webhook-timestamp': fractional };
    await expectRefused(await handle(new Request(signed, { headers })), 401, [secret]);
  });

  it.each([[0], [301], [Number.NaN]])('should refuse to start with toleranceSeconds %s', (toleranceSeconds) => {
    expect(() => createWebhookHandler({ secrets: [newSecret()], onEvent: () => undefined, toleranceSeconds })).toThrow(/toleranceSeconds/);
  });
});

describe('given secrets being rotated', () => {
  it('should verify deliveries signed with either secret', async () => {
    const previous = newSecret();
    const next = newSecret();
    const { events, handle } = setup({ secrets: [next, previous] });
    expect((await handle(delivery({ secret: previous, id: 'msg_old' }))).status).toBe(200);
    expect((await handle(delivery({ secret: next, id: 'msg_new' }))).status).toBe(200);
    expect(events.map((event) => event.id)).toEqual(['msg_old', 'msg_new']);
  });

  it('should verify a signature header listing several signatures when one matches', async () => {
    const secret = newSecret();
    const { handle } = setup({ secrets: [secret] });
    const at = new Date();
    const body = JSON.stringify(envelope);
    const both = `${new Webhook(newSecret()).sign('msg_1', at, body)} ${new Webhook(secret).sign('msg_1', at, body)}`;
    expect((await handle(delivery({ secret, at, body, headers: { 'webhook-signature': both } }))).status).toBe(200);
  });

  it('should refuse to start without a secret or with a malformed one, never echoing it', () => {
    const onEvent = () => undefined;
    expect(() => createWebhookHandler({ secrets: [], onEvent })).toThrow(/at least one/);
    const malformed = 'whsec_not base64!!';
    const attempt = () => createWebhookHandler({ secrets: [newSecret(), malformed], onEvent });
    expect(attempt).toThrow(/secrets\[1\]/);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain('not base64');
    }
    expect(() => createWebhookHandler({ secrets: [` ${newSecret()}`], onEvent })).toThrow(/secrets\[0\]/);
  });
});

describe('given the same webhook-id delivered twice', () => {
  it('should answer 200 to the retry without calling onEvent again', async () => {
    const { secret, onEvent, handle } = setup();
    expect((await handle(delivery({ secret, id: 'msg_dup' }))).status).toBe(200);
    // The sender's retry is re-signed with a new timestamp; the id stays.
    expect((await handle(delivery({ secret, id: 'msg_dup', at: new Date(Date.now() + 5_000) }))).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('should call onEvent once when two deliveries race', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onEvent = vi.fn(() => gate);
    const { secret, handle } = setup({ onEvent });
    const first = handle(delivery({ secret, id: 'msg_race' }));
    const second = handle(delivery({ secret, id: 'msg_race' }));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalled());
    release();
    const statuses = (await Promise.all([first, second])).map((response) => response.status);
    expect(statuses).toEqual([200, 200]);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('should call onEvent once when deliveries race over an asynchronous store', async () => {
    const claims = slowClaims();
    const { secret, onEvent, handle } = setup({ claims });
    const responses = await Promise.all([1, 2, 3].map(() => handle(delivery({ secret, id: 'msg_store' }))));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(await claims.isFinished('msg_store')).toBe(true);
  });

  it('should run onEvent again on the retry of a delivery whose onEvent failed', async () => {
    const onError = vi.fn();
    const onEvent = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(undefined);
    const { secret, handle } = setup({ onEvent, onError });
    const failed = await handle(delivery({ secret, id: 'msg_retry' }));
    expect(await expectRefused(failed, 500, [secret])).toMatchObject({ title: 'Webhook processing failed' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database down' }));
    expect((await handle(delivery({ secret, id: 'msg_retry' }))).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(2);
  });
});

describe('given two instances that share one claim store', () => {
  it('should handle a delivery that reaches both once, and answer 200 to the copy once it is done', async () => {
    const claims = createWebhookClaims();
    const a = setup({ claims });
    const b = setup({ claims, secrets: [a.secret] });
    expect((await a.handle(delivery({ secret: a.secret, id: 'msg_both' }))).status).toBe(200);
    expect((await b.handle(delivery({ secret: a.secret, id: 'msg_both' }))).status).toBe(200);
    expect(a.onEvent).toHaveBeenCalledTimes(1);
    expect(b.onEvent).not.toHaveBeenCalled();
  });

  it('should answer 409 with Retry-After to a copy that arrives while the other instance is still processing', async () => {
    const claims = createWebhookClaims();
    let finishFirst = () => undefined as void;
    const slowOnEvent = vi.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const a = setup({ claims, onEvent: slowOnEvent });
    const b = setup({ claims, secrets: [a.secret] });
    const first = a.handle(delivery({ secret: a.secret, id: 'msg_slow' }));
    await vi.waitFor(() => expect(slowOnEvent).toHaveBeenCalled());
    const copy = await b.handle(delivery({ secret: a.secret, id: 'msg_slow' }));
    expect(copy.status).toBe(409);
    expect(copy.headers.get('retry-after')).toBe('5');
    finishFirst();
    expect((await first).status).toBe(200);
    expect(b.onEvent).not.toHaveBeenCalled();
  });

  it('should hand a delivery whose processing failed on one instance to the retry on the other', async () => {
    const claims = createWebhookClaims();
    const a = setup({ claims, onEvent: () => Promise.reject(new Error('database down')) });
    const b = setup({ claims, secrets: [a.secret] });
    expect((await a.handle(delivery({ secret: a.secret, id: 'msg_moved' }))).status).toBe(500);
    expect((await b.handle(delivery({ secret: a.secret, id: 'msg_moved' }))).status).toBe(200);
    expect(b.onEvent).toHaveBeenCalledTimes(1);
  });
});

describe('given a claim store that does not answer', () => {
  it('should answer 503 with Retry-After and not call onEvent, then process the retry once the store is back', async () => {
    const claims = createWebhookClaims();
    let down = true;
    const flaky: WebhookClaimStore = {
      claim: (id, ttl) => (down ? Promise.reject(new Error('ECONNREFUSED')) : claims.claim(id, ttl)),
      finish: (id, ttl) => claims.finish(id, ttl),
      release: (id) => claims.release(id),
      isFinished: (id) => claims.isFinished(id),
    };
    const onError = vi.fn();
    const { secret, onEvent, handle } = setup({ claims: flaky, onError });
    const refused = await handle(delivery({ secret, id: 'msg_outage' }));
    expect(await expectRefused(refused, 503, [secret])).toMatchObject({ title: 'Webhook store unavailable' });
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(onEvent).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'ECONNREFUSED' }));
    down = false;
    expect((await handle(delivery({ secret, id: 'msg_outage' }))).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});

describe('given a request that is not a well-formed delivery', () => {
  it.each(['GET', 'PUT', 'DELETE'])('should answer %s with 405 and Allow: POST', async (method) => {
    const { secret, onEvent, handle } = setup();
    const response = await handle(delivery({ secret, method }));
    await expectRefused(response, 405, [secret]);
    expect(response.headers.get('allow')).toBe('POST');
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should answer 413 to a body over the limit, declared or streamed', async () => {
    const { secret, onEvent, handle } = setup({ maxBodyBytes: 1024 });
    const big = JSON.stringify({ ...envelope, data: { ...envelope.data, padding: 'x'.repeat(2000) } });
    await expectRefused(await handle(delivery({ secret, body: big })), 413, [secret]);

    const signed = delivery({ secret, body: big });
    const chunk = new TextEncoder().encode(big);
    const streamed = new Request(URL_, {
      method: 'POST',
      headers: Object.fromEntries([...signed.headers].filter(([name]) => name !== 'content-length')),
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk.slice(0, 800));
          controller.enqueue(chunk.slice(800));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await expectRefused(await handle(streamed), 413, [secret]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a 256 KiB + 1 byte body by default', async () => {
    const { secret, handle } = setup();
    const body = JSON.stringify({ ...envelope, data: { pad: '' } });
    const padded = body.replace('"pad":""', `"pad":"${'x'.repeat(256 * 1024 + 1 - body.length)}"`);
    expect(new TextEncoder().encode(padded).byteLength).toBe(256 * 1024 + 1);
    await expectRefused(await handle(delivery({ secret, body: padded })), 413, [secret]);
  });

  it.each([
    ['JSON that does not parse', '{"type":', 'Webhook body is not JSON'],
    ['a JSON array', '[]', 'Webhook body is not a { type, data, createdAt } event'],
    ['an envelope without type', JSON.stringify({ data: {}, createdAt: 1 }), 'Webhook body is not a { type, data, createdAt } event'],
    [
      'an envelope whose data is not an object',
      JSON.stringify({ type: 'x.y', data: 'a', createdAt: 1 }),
      'Webhook body is not a { type, data, createdAt } event',
    ],
    [
      'an envelope with a createdAt that is no date',
      JSON.stringify({ type: 'x.y', data: {}, createdAt: 'soon' }),
      'Webhook body is not a { type, data, createdAt } event',
    ],
  ])('should answer 400 to a correctly signed body holding %s', async (_name, body, title) => {
    const { secret, onEvent, handle } = setup();
    expect(await expectRefused(await handle(delivery({ secret, body })), 400, [secret])).toMatchObject({ title });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should answer 401, not 400, to an unsigned body that does not parse', async () => {
    const { secret, handle } = setup();
    const signed = delivery({ secret });
    await expectRefused(await handle(new Request(signed, { body: '{"type":' })), 401, [secret]);
  });
});
