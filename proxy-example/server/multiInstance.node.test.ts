// @vitest-environment node
/**
 * Two instances of the demo on one real Redis and one fake platform, as behind a load balancer: a
 * webhook received by one reaches the stream held by the other, one delivery is handled once, one
 * session meets one rate limit, and a Redis restart loses no webhook and the streams recover.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakePlatformServer } from 'paykit/testing/node';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, redisUnavailableReason, startTestRedis, type TestRedis } from '#test-support/redisServer';
import type { DemoConfig } from './config.js';
import { startDemoServer, type DemoServer } from './startDemoServer.js';
import { registerWebhookEndpoint } from './upstream.js';

const KEY = 'sk_sandbox_multiInstance';
/** Generous: the bench measures how fast a hint crosses (budget 1 s); this only proves it does. */
const ARRIVAL_MS = 10_000;

if (redisUnavailableReason) console.warn(`Skipping the two-instance tests: ${redisUnavailableReason}`);

/** An open event stream whose text is gathered as it arrives. */
function openStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const waiters = new Set<() => void>();
  void (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Cancelled by the test.
    }
    ended = true;
    for (const wake of [...waiters]) wake();
  })();
  const until = (done: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve();
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`${what} did not happen within ${ARRIVAL_MS} ms; the stream sent: ${JSON.stringify(text)}`));
      }, ARRIVAL_MS);
      waiters.add(wake);
      check();
    });
  const hintsFor = (resourceId: string) => text.split(`"id":"${resourceId}"`).length - 1;
  return {
    text: () => text,
    /** Whether the stream connected (false: it ended first, as one refused while the bus is away). */
    connected: async () => {
      await until(() => ended || text.includes(': connected'), 'The stream connecting or ending');
      return text.includes(': connected');
    },
    hint: (resourceId: string) => until(() => hintsFor(resourceId) > 0, `A hint for ${resourceId}`),
    hintsFor,
    ended: () => until(() => ended, 'The stream ending'),
    close: () => reader.cancel().catch(() => undefined),
  };
}

describe.skipIf(redisUnavailableReason !== undefined)('given two demo instances sharing one Redis', () => {
  let redis: TestRedis;
  let fake: Awaited<ReturnType<typeof startFakePlatformServer>>;
  let a: DemoServer;
  let b: DemoServer;
  let secret: string;
  let pageRoot: string;
  let webhookCount = 0;

  beforeAll(async () => {
    pageRoot = mkdtempSync(join(tmpdir(), 'paykit-two-instances-'));
    writeFileSync(join(pageRoot, 'index.html'), '<!doctype html><title>demo</title>');
    // Persistent, so sessions outlive the restart as a production Redis's do.
    redis = await startTestRedis({ persistent: true });
    fake = await startFakePlatformServer({ port: 0, hostname: '127.0.0.1' });
    const [portA, portB] = [await freePort(), await freePort()];
    secret = await registerWebhookEndpoint({ baseUrl: fake.url, apiKey: KEY }, `http://127.0.0.1:${portA}/webhooks/payments`);
    const config = (port: number): DemoConfig => ({
      host: '127.0.0.1',
      port,
      environment: 'sandbox',
      upstream: { kind: 'remote', apiKey: KEY, baseUrl: fake.url, webhookSecrets: [secret] },
      redisUrl: redis.url,
      idempotencySecret: 'two-instances-share-this-idempotency-secret',
    });
    [a, b] = await Promise.all([
      startDemoServer({ config: config(portA), pageRoot }),
      startDemoServer({ config: config(portB), pageRoot }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await fake?.close();
    await redis?.dispose();
    rmSync(pageRoot, { recursive: true, force: true });
  });

  const signIn = async (demo: DemoServer) => {
    const response = await fetch(`${demo.url}/demo/sign-in`, {
      method: 'POST',
      headers: { Origin: demo.url, 'Paykit-Request': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'individual' }),
    });
    expect(response.status).toBe(201);
    const { customerId } = (await response.json()) as { customerId: string };
    return { customerId, cookie: response.headers.get('Set-Cookie')!.split(';')[0]! };
  };
  const kitGet = (demo: DemoServer, path: string, cookie: string) =>
    fetch(`${demo.url}/api/paykit${path}`, { headers: { Cookie: cookie, 'Paykit-Request': '1' } });
  const stream = async (demo: DemoServer, cookie: string) => openStream(await kitGet(demo, '/events', cookie));

  /** A webhook about a new account of the customer, signed as the platform signs them. */
  const webhook = (customerId: string) => {
    webhookCount += 1;
    const id = `msg_two_instances_${webhookCount}`;
    const body = JSON.stringify({ type: 'account.created', data: { id: `acc_${id}`, customerId }, createdAt: Date.now() });
    return { id, resourceId: `acc_${id}`, body, at: new Date() };
  };
  const deliver = (demo: DemoServer, delivery: ReturnType<typeof webhook>) =>
    fetch(`${demo.url}/webhooks/payments`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(Math.floor(delivery.at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(delivery.id, delivery.at, delivery.body),
      },
      body: delivery.body,
    });

  it('should bring a webhook delivered to one instance to the stream held on the other', async () => {
    const { customerId, cookie } = await signIn(a);
    const onB = await stream(b, cookie);
    expect(await onB.connected()).toBe(true);
    const delivery = webhook(customerId);
    expect((await deliver(a, delivery)).status).toBe(200);
    await onB.hint(delivery.resourceId);
    await onB.close();
  });

  it('should handle one webhook delivered to both instances once', async () => {
    const { customerId, cookie } = await signIn(b);
    const onA = await stream(a, cookie);
    expect(await onA.connected()).toBe(true);
    const twice = webhook(customerId);
    const statuses = (await Promise.all([deliver(a, twice), deliver(b, twice)])).map((response) => response.status);
    // One handles it; the other says it is done (200) or still being handled (409, the sender retries).
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    // A later webhook arrives after any second copy would have: still one hint for the first.
    const later = webhook(customerId);
    expect((await deliver(b, later)).status).toBe(200);
    await onA.hint(later.resourceId);
    expect(onA.hintsFor(twice.resourceId)).toBe(1);
    await onA.close();
  });

  it('should create one recipient when a retry of the same intent lands on the other instance', async () => {
    const { cookie } = await signIn(a);
    const create = (demo: DemoServer) =>
      fetch(`${demo.url}/api/paykit/recipients`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          'Paykit-Request': '1',
          Origin: demo.url,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'intent-two-instances-1',
        },
        body: JSON.stringify({ type: 'individual', relationship: 'family', firstName: 'Ada', lastName: 'Lovelace' }),
      });
    const first = await create(a);
    const retry = await create(b);
    expect([first.status, retry.status]).toEqual([201, 201]);
    const [created, replayed] = (await Promise.all([first.json(), retry.json()])) as { data: { id: string } }[];
    expect(replayed!.data.id).toBe(created!.data.id);
    const list = (await (await kitGet(b, '/recipients', cookie)).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(1);
  });

  it('should hold one session to one read limit whichever instance serves it', async () => {
    const { cookie } = await signIn(a);
    let allowed = 0;
    let refusedBy: Response | undefined;
    // Ten at a time, alternating instances, until the shared bucket of 120 reads a minute is empty.
    while (refusedBy === undefined && allowed < 240) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, index) => kitGet(index % 2 === 0 ? a : b, '/customer', cookie)));
      for (const response of batch) {
        if (response.status === 200) allowed += 1;
        else refusedBy ??= response;
        await response.body?.cancel();
      }
    }
    expect(refusedBy?.status).toBe(429);
    expect(refusedBy?.headers.get('Retry-After')).toMatch(/^\d+$/);
    // 120, plus what refilled while the batches ran (2 a second): never two instances' worth.
    expect(allowed).toBeGreaterThanOrEqual(120);
    expect(allowed).toBeLessThan(180);
    expect((await kitGet(a, '/customer', cookie)).status).toBe(429);
    expect((await kitGet(b, '/customer', cookie)).status).toBe(429);
  });

  it('should lose no webhook and recover its streams across a Redis restart', { timeout: 30_000 }, async () => {
    const { customerId, cookie } = await signIn(a);
    const onB = await stream(b, cookie);
    expect(await onB.connected()).toBe(true);

    await redis.stop();
    // B can no longer hear the bus: its stream ends without a reason, so the browser polls and reopens.
    await onB.ended();
    expect(onB.text()).not.toContain('event: closed');
    const duringOutage = webhook(customerId);
    const refused = await deliver(a, duringOutage);
    // Not 2xx: the platform keeps the delivery and retries it.
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The demo's sessions are in that Redis too: a read cannot be served, and the browser may retry it.
    const read = await kitGet(b, '/customer', cookie);
    expect(read.status).toBe(500);
    expect(await read.json()).toMatchObject({ retryable: true });

    await redis.start();
    // The browser's reopen, on its backoff, until the instance listens again.
    let reopened = await stream(b, cookie);
    for (let attempt = 1; !(await reopened.connected()) && attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      reopened = await stream(b, cookie);
    }
    expect(await reopened.connected()).toBe(true);
    // The platform's retry of the refused delivery.
    expect((await deliver(a, duringOutage)).status).toBe(200);
    await reopened.hint(duringOutage.resourceId);
    await reopened.close();
  });
});
