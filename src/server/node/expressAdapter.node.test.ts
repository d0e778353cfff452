/**
 * The Express 5 recipe, run for real: an Express app with the merchant's own session middleware
 * (a signed cookie it verifies and turns into `req.user`), paykit's proxy, event stream and webhook
 * receiver mounted with `toNodeHandler`, on an ephemeral port, over the fake platform. The browser
 * is played by fetch.
 */
import express from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventRelay } from '../events/EventRelay.js';
import { relayWebhookEvents } from '../events/relayWebhookEvents.js';
import { createPaykitProxy } from '../proxy/createPaykitProxy.js';
import { CANARY_KEY, SECRET } from '../proxy/test-support/recordingUpstream.js';
import { createTwoCustomerWorld, PDF_BYTES, type CustomerIds } from '../proxy/test-support/twoCustomers.js';
import { createWebhookHandler } from '../webhooks/createWebhookHandler.js';
import { BodyAlreadyReadError, toNodeHandler } from './toNodeHandler.js';

/** What the merchant's session middleware puts on the request, as passport does. */
type SessionRequest = express.Request & { user?: { customerId: string } };

const SESSION_SECRET = randomBytes(32);
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const UPSTREAM = 'https://api.payments.example';

/** The merchant's own signed session cookie (never paykit's business). */
function sessionCookie(customerId: string): string {
  return `sid=${customerId}.${createHmac('sha256', SESSION_SECRET).update(customerId).digest('base64url')}`;
}

/** The merchant's session middleware: a valid signed `sid` cookie becomes `req.user`. */
const merchantSession: express.RequestHandler = (req: SessionRequest, _res, next) => {
  const value = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const [customerId = '', mac = ''] = value?.split('.') ?? [];
  const expected = createHmac('sha256', SESSION_SECRET).update(customerId).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length === expected.length && timingSafeEqual(given, expected)) req.user = { customerId };
  next();
};

let alice: CustomerIds;
let bob: CustomerIds;
let server: Server;
let url = '';
const relay = createEventRelay({ heartbeatMs: 60_000 });
const adapterErrors: unknown[] = [];
/** Resolves when the proxy's upload call reaches the upstream: the body is still streaming then. */
let uploadReachedUpstream: () => void = () => undefined;

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
}

beforeAll(async () => {
  const world = await createTwoCustomerWorld();
  ({ alice, bob } = world);
  const proxy = createPaykitProxy<SessionRequest>({
    apiKey: CANARY_KEY,
    baseUrl: UPSTREAM,
    environment: 'sandbox',
    idempotencySecret: SECRET,
    allowedOrigins: ['http://shop.test'],
    getCustomerId: (_request, req) => req.user?.customerId ?? null,
    events: relay,
    fetch: async (input, init) => {
      if (init.method === 'POST' && input.endsWith('/documents')) uploadReachedUpstream();
      return world.answer(new Request(input, init));
    },
  });
  const receiveWebhook = createWebhookHandler({ secrets: [WEBHOOK_SECRET], onEvent: relayWebhookEvents(relay) });
  const onError = (error: unknown) => adapterErrors.push(error);

  const app = express();
  app.use(merchantSession);
  // paykit before any body parser: it streams the raw body itself.
  app.use('/api/paykit', toNodeHandler(proxy, { onError }));
  app.post('/webhooks/payments', toNodeHandler(receiveWebhook, { onError }));
  app.use(express.json());
  app.use('/late/api/paykit', toNodeHandler(proxy, { onError }));
  server = await listen(app);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const browser = (customerId: string, extra: Record<string, string> = {}) => ({
  Cookie: sessionCookie(customerId),
  Accept: 'application/json',
  ...extra,
});
const effectful = { 'Paykit-Request': '1', Origin: 'http://shop.test' };

describe('given Express 5 with the merchant session middleware', () => {
  it("should serve the signed-in customer's capabilities, read from req.user", async () => {
    const response = await fetch(`${url}/api/paykit/capabilities`, { headers: browser(alice.customerId) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: { customerId?: string; id: string }[] };
    expect(body.data.map((capability) => capability.id)).toContain(alice.capabilityId);
    expect(JSON.stringify(body)).not.toContain(bob.customerId);
  });

  it("should refuse another customer's record, and a forged or missing session", async () => {
    const foreign = await fetch(`${url}/api/paykit/tasks/${bob.taskId}`, { headers: browser(alice.customerId) });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'task_not_found' });
    const named = await fetch(`${url}/api/paykit/transfers?customerId=${bob.customerId}`, { headers: browser(alice.customerId) });
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({ code: 'customer_id_not_allowed' });
    const forged = `sid=${bob.customerId}.${'A'.repeat(43)}`;
    const unsigned = await fetch(`${url}/api/paykit/capabilities`, { headers: { Cookie: forged } });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('should stream an upload: the upstream call starts before the browser has sent the whole file', async () => {
    const boundary = 'paykitExpressBoundary';
    const encoder = new TextEncoder();
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nproof_of_address\r\n--${boundary}--\r\n`;
    const split = PDF_BYTES.length - 8;
    const reachedUpstream = new Promise<void>((resolve) => {
      uploadReachedUpstream = resolve;
    });
    let pulls = 0;
    // A buffering adapter would wait for the whole body before calling the proxy: this one never comes until the upstream is called.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls += 1;
        if (pulls === 1) return controller.enqueue(new Uint8Array([...encoder.encode(head), ...PDF_BYTES.subarray(0, split)]));
        await reachedUpstream;
        controller.enqueue(new Uint8Array([...PDF_BYTES.subarray(split), ...encoder.encode(tail)]));
        controller.close();
      },
    });
    const response = await fetch(`${url}/api/paykit/documents`, {
      method: 'POST',
      headers: browser(alice.customerId, {
        ...effectful,
        'Idempotency-Key': 'pk_express_upload',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      }),
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      customerId: alice.customerId,
      contentType: 'application/pdf',
    });
  });

  it("should keep the proxy's limits: a JSON body over 64 KiB is 413", async () => {
    const response = await fetch(`${url}/api/paykit/customer`, {
      method: 'PATCH',
      headers: browser(alice.customerId, { ...effectful, 'Idempotency-Key': 'pk_express_big', 'Content-Type': 'application/json' }),
      body: JSON.stringify({ individual: { firstName: 'x'.repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_body_too_large' });
  });

  it('should deliver a webhook hint on the event stream as a frame, and end the stream when the browser leaves', async () => {
    const leave = new AbortController();
    const stream = await fetch(`${url}/api/paykit/events`, { headers: browser(alice.customerId), signal: leave.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await vi.waitFor(() => expect(relay.streamCount(alice.customerId)).toBe(1));

    const payload = JSON.stringify({
      type: 'transfer.state_changed',
      data: { id: alice.transferId, customerId: alice.customerId },
      createdAt: Date.now(),
    });
    const sentAt = new Date();
    const signature = new Webhook(WEBHOOK_SECRET).sign('msg_express_1', sentAt, payload);
    const delivery = await fetch(`${url}/webhooks/payments`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': 'msg_express_1',
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: payload,
    });
    expect(delivery.status).toBe(200);

    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: hint')) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the stream ended before the hint: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain(`"id":"${alice.transferId}"`);

    leave.abort();
    await reader.cancel().catch(() => undefined);
    await vi.waitFor(() => expect(relay.streamCount(alice.customerId)).toBe(0));
  });

  it('should answer a clear 500 when a body parser read the body before paykit, and tell onError why', async () => {
    adapterErrors.length = 0;
    const response = await fetch(`${url}/late/api/paykit/customer`, {
      method: 'PATCH',
      headers: browser(alice.customerId, { ...effectful, 'Idempotency-Key': 'pk_express_late', 'Content-Type': 'application/json' }),
      body: JSON.stringify({ individual: { firstName: 'Ada' } }),
    });
    expect(response.status).toBe(500);
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toMatch(/body parser/);
    expect(problem.detail).toMatch(/before any body parser/);
    expect(adapterErrors).toHaveLength(1);
    expect(adapterErrors[0]).toBeInstanceOf(BodyAlreadyReadError);
  });
});
