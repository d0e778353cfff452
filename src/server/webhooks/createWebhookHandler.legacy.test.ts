// @vitest-environment node
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { relayWebhookEvents } from '../events/relayWebhookEvents.js';
import { createWebhookHandler, type WebhookHandlerOptions } from './createWebhookHandler.js';
import type { VerifiedWebhookEvent } from './VerifiedWebhookEvent.js';

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const SECRET_KEY = 'sk_whk_legacy_9f2c41d7e0b3';
const URL_ = 'https://merchant.example/webhooks/payments';
const railEvent = (createdAt = Date.now()) => ({
  type: 'customer.rail.status_changed',
  data: { customerId: 'cus_8Jd2kq', rail: 'ach_pooled', railStatus: 'ready_to_use' },
  createdAt,
});

/** The three Standard Webhooks headers under `prefix`, signed with `secret`. */
function signedHeaders(prefix: string, secret: string, id: string, body: string, at = new Date()): Record<string, string> {
  return {
    [`${prefix}-id`]: id,
    [`${prefix}-timestamp`]: String(Math.floor(at.getTime() / 1000)),
    [`${prefix}-signature`]: new Webhook(secret).sign(id, at, body),
  };
}

/** `X-Webhook-Signature` as the v1 platform sends it: lowercase hex HMAC-SHA256 of the raw body. */
const legacyHeader = (body: string, key = SECRET_KEY) => ({
  'x-webhook-signature': `sha256=${createHmac('sha256', Buffer.from(key, 'utf8')).update(body).digest('hex')}`,
});

const post = (body: string, headers: Record<string, string>) =>
  new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

function setup(overrides: Partial<WebhookHandlerOptions> = {}) {
  const secret = newSecret();
  const events: VerifiedWebhookEvent[] = [];
  const onEvent = vi.fn((event: VerifiedWebhookEvent) => {
    events.push(event);
  });
  const handle = createWebhookHandler({ secrets: [secret], onEvent, onError: () => undefined, ...overrides });
  return { secret, events, onEvent, handle };
}

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  const text = await response.text();
  expect(text).not.toContain(SECRET_KEY);
  expect(JSON.parse(text)).toEqual({ type: 'about:blank', title: 'Webhook signature verification failed', status: 401 });
}

describe('given a v1 delivery signed under the provider prefix', () => {
  it('should verify svix-* headers with the same secrets and use svix-id as the delivery id', async () => {
    const { secret, events, handle } = setup();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, signedHeaders('svix', secret, 'msg_svix_1', body)))).status).toBe(200);
    expect(events).toEqual([{ id: 'msg_svix_1', ...railEvent(events[0]?.createdAt as number) }]);
  });

  it('should refuse svix-* headers signed with another secret, or over a tampered body', async () => {
    const { secret, onEvent, handle } = setup();
    const body = JSON.stringify(railEvent());
    await expectUnauthorized(await handle(post(body, signedHeaders('svix', newSecret(), 'msg_1', body))));
    const tampered = body.replace('ready_to_use', 'rejected');
    await expectUnauthorized(await handle(post(tampered, signedHeaders('svix', secret, 'msg_1', body))));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it.each(['svix-id', 'svix-timestamp', 'svix-signature'])('should refuse a delivery without %s', async (missing) => {
    const { secret, onEvent, handle } = setup();
    const body = JSON.stringify(railEvent());
    const headers = signedHeaders('svix', secret, 'msg_1', body);
    delete headers[missing];
    await expectUnauthorized(await handle(post(body, headers)));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should refuse a stale svix-timestamp', async () => {
    const { secret, handle } = setup();
    const body = JSON.stringify(railEvent());
    await expectUnauthorized(await handle(post(body, signedHeaders('svix', secret, 'msg_1', body, new Date(Date.now() - 301_000)))));
  });

  it('should check only the webhook-* set when a delivery carries both', async () => {
    const { secret, events, handle } = setup();
    const body = JSON.stringify(railEvent());
    const good = signedHeaders('webhook', secret, 'msg_v3', body);
    const wrong = signedHeaders('svix', newSecret(), 'msg_svix', body);
    expect((await handle(post(body, { ...wrong, ...good }))).status).toBe(200);
    expect(events.map((event) => event.id)).toEqual(['msg_v3']);

    const wrongV3 = signedHeaders('webhook', newSecret(), 'msg_v3b', body);
    const goodSvix = signedHeaders('svix', secret, 'msg_svix_b', body);
    await expectUnauthorized(await handle(post(body, { ...goodSvix, ...wrongV3 })));
    expect(events).toHaveLength(1);
  });

  it('should handle a message id once, whichever header set carried it', async () => {
    const { secret, onEvent, handle } = setup();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, signedHeaders('svix', secret, 'msg_same', body)))).status).toBe(200);
    expect((await handle(post(body, signedHeaders('webhook', secret, 'msg_same', body)))).status).toBe(200);
    expect((await handle(post(body, signedHeaders('svix', secret, 'msg_same', body)))).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('should read another provider prefix when given, and then ignore svix-*', async () => {
    const { secret, events, handle } = setup({ providerHeaderPrefix: 'hookdeck' });
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, signedHeaders('hookdeck', secret, 'msg_hd', body)))).status).toBe(200);
    await expectUnauthorized(await handle(post(body, signedHeaders('svix', secret, 'msg_sv', body))));
    expect(events.map((event) => event.id)).toEqual(['msg_hd']);
  });

  it.each(['Svix', 'svix-', '-svix', 'sv ix', 'svix_id', '', 'a'.repeat(33)])(
    'should refuse to start with providerHeaderPrefix %j',
    (prefix) => {
      expect(() => createWebhookHandler({ secrets: [newSecret()], onEvent: () => undefined, providerHeaderPrefix: prefix })).toThrow(
        /providerHeaderPrefix/,
      );
    },
  );

  it('should turn a verified legacy event into the hint of its v3 counterpart on the customer stream', async () => {
    const publish = vi.fn(() => Promise.resolve());
    const { secret, handle } = setup({ onEvent: relayWebhookEvents({ publish }) });
    const createdAt = Date.now();
    const payIn = {
      type: 'payin.completed',
      data: { id: 'tr_4Xm9Pq', quoteId: 'quo_1', onBehalfOf: 'cus_8Jd2kq', state: 'completed' },
      createdAt,
    };
    for (const [id, event] of [
      ['msg_a', payIn],
      ['msg_b', railEvent(createdAt)],
    ] as const) {
      const body = JSON.stringify(event);
      expect((await handle(post(body, signedHeaders('svix', secret, id, body)))).status).toBe(200);
    }
    const occurredAt = new Date(createdAt).toISOString();
    expect(publish.mock.calls).toEqual([
      ['cus_8Jd2kq', { type: 'payin.completed', resource: { type: 'transfer', id: 'tr_4Xm9Pq' }, occurredAt }],
      ['cus_8Jd2kq', { type: 'customer.rail.status_changed', resource: { type: 'capability', id: 'ach_pooled' }, occurredAt }],
    ]);
  });
});

describe('given the legacy X-Webhook-Signature without the legacySignature option', () => {
  it('should refuse a delivery it alone signs', async () => {
    const { onEvent, handle } = setup();
    const body = JSON.stringify(railEvent());
    await expectUnauthorized(await handle(post(body, legacyHeader(body))));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('should ignore it beside a valid Standard Webhooks signature, even when wrong', async () => {
    const { secret, events, handle } = setup();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, { ...signedHeaders('svix', secret, 'msg_1', body), ...legacyHeader(body, 'other') }))).status).toBe(
      200,
    );
    expect(events.map((event) => event.id)).toEqual(['msg_1']);
  });
});

describe('given the legacySignature option', () => {
  const withLegacy = (overrides: Partial<WebhookHandlerOptions> = {}) =>
    setup({ legacySignature: { secretKey: SECRET_KEY }, ...overrides });

  it('should accept a delivery only X-Webhook-Signature signs, its id the digest of the body', async () => {
    const { events, handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, legacyHeader(body)))).status).toBe(200);
    expect(events).toEqual([{ id: `legacy-sha256:${createHash('sha256').update(body).digest('hex')}`, ...JSON.parse(body) }]);
  });

  it('should accept uppercase hex digits', async () => {
    const { handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    const upper = `sha256=${legacyHeader(body)['x-webhook-signature'].slice('sha256='.length).toUpperCase()}`;
    expect((await handle(post(body, { 'x-webhook-signature': upper }))).status).toBe(200);
  });

  it.each([
    ['keyed with another secretKey', (body: string) => legacyHeader(body, 'sk_whk_other')],
    ['over another body', (body: string) => legacyHeader(body.replace('ready_to_use', 'rejected'))],
    ['without the sha256= prefix', (body: string) => ({ 'x-webhook-signature': legacyHeader(body)['x-webhook-signature'].slice(7) })],
    ['truncated', (body: string) => ({ 'x-webhook-signature': legacyHeader(body)['x-webhook-signature'].slice(0, -2) })],
    ['missing', () => ({})],
  ])('should refuse a signature %s when it is the only one', async (_name, headersOf) => {
    const { onEvent, handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    await expectUnauthorized(await handle(post(body, headersOf(body))));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("should handle the sender's retries of one body once", async () => {
    const { onEvent, handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await handle(post(body, legacyHeader(body)))).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('should accept a retry older than toleranceSeconds up to maxAgeSeconds, by the envelope createdAt', async () => {
    const { events, handle } = setup({ legacySignature: { secretKey: SECRET_KEY, maxAgeSeconds: 1800 } });
    const retried = JSON.stringify(railEvent(Date.now() - 1_700_000));
    expect((await handle(post(retried, legacyHeader(retried)))).status).toBe(200);
    const tooOld = JSON.stringify(railEvent(Date.now() - 1_801_000));
    await expectUnauthorized(await handle(post(tooOld, legacyHeader(tooOld))));
    const future = JSON.stringify(railEvent(Date.now() + 301_000));
    await expectUnauthorized(await handle(post(future, legacyHeader(future))));
    expect(events).toHaveLength(1);
  });

  it('should keep an hour as the default age limit, measured on the given clock', async () => {
    const clock = { now: Date.now() };
    const { handle } = withLegacy({ now: () => clock.now });
    const body = JSON.stringify(railEvent(clock.now));
    clock.now += 3_601_000;
    await expectUnauthorized(await handle(post(body, legacyHeader(body))));
    clock.now -= 2_000;
    expect((await handle(post(body, legacyHeader(body)))).status).toBe(200);
  });

  it('should prefer a valid Standard Webhooks signature and its id, whatever X-Webhook-Signature says', async () => {
    const { secret, events, handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, { ...signedHeaders('svix', secret, 'msg_1', body), ...legacyHeader(body, 'wrong') }))).status).toBe(
      200,
    );
    expect(events.map((event) => event.id)).toEqual(['msg_1']);
  });

  it('should fall back to X-Webhook-Signature when the svix-* signature is made with a secret it does not hold', async () => {
    const { events, handle } = withLegacy();
    const body = JSON.stringify(railEvent());
    expect((await handle(post(body, { ...signedHeaders('svix', newSecret(), 'msg_1', body), ...legacyHeader(body) }))).status).toBe(200);
    expect(events[0]?.id).toMatch(/^legacy-sha256:[0-9a-f]{64}$/);
  });

  it('should answer 400 to a signed body that is no envelope, and 401 before reading an unsigned one', async () => {
    const { handle } = withLegacy();
    const body = '{"type":"x"}';
    expect((await handle(post(body, legacyHeader(body)))).status).toBe(400);
    await expectUnauthorized(await handle(post('{"type":', legacyHeader(body))));
  });

  it.each([
    ['an empty secretKey', { secretKey: '' }, /secretKey/],
    ['a secretKey with surrounding whitespace', { secretKey: ` ${SECRET_KEY}` }, /secretKey/],
    ['a secretKey over 1024 characters', { secretKey: 'k'.repeat(1025) }, /secretKey/],
    ['a maxAgeSeconds of 0', { secretKey: SECRET_KEY, maxAgeSeconds: 0 }, /maxAgeSeconds/],
    ['a maxAgeSeconds over rememberSeconds', { secretKey: SECRET_KEY, maxAgeSeconds: 86_401 }, /maxAgeSeconds/],
  ])('should refuse to start with %s, never echoing the key', (_name, legacySignature, message) => {
    const attempt = () => createWebhookHandler({ secrets: [newSecret()], onEvent: () => undefined, legacySignature });
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain(SECRET_KEY);
    }
  });
});
