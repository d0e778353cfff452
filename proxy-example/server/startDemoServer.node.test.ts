// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOUNDARY, lazyBodyLength, lazyMultipart, pdfUploadParts } from '#test-support/lazyMultipart';
import { readDemoConfig } from './config.js';
import { DEMO_CONCURRENT_UPLOADS, startDemoServer, type DemoServer } from './startDemoServer.js';
import { callUpstream } from './upstreamApi.js';

const CANARY = 'sk_sandbox_canaryDemoServer31';

let demo: DemoServer;
let pageRoot: string;
const logLines: string[] = [];
/** Every response the tests received, headers and body, to search for the key. */
const exposed: string[] = [];

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${demo.url}${path}`, init);
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    exposed.push(`${[...response.headers].join('\n')}\n${await response.clone().text()}`);
  }
  return response;
}

const sameOrigin = () => ({ Origin: demo.url, 'Paykit-Request': '1' });

async function signIn(type: 'individual' | 'business'): Promise<{ customerId: string; cookie: string }> {
  const response = await call('/demo/sign-in', {
    method: 'POST',
    headers: { ...sameOrigin(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  expect(response.status).toBe(201);
  const { customerId } = (await response.json()) as { customerId: string };
  return { customerId, cookie: response.headers.get('Set-Cookie')?.split(';')[0] ?? '' };
}

/** Reads the event stream until a hint arrives (or the time is up) and returns the hints read. */
async function readHints(stream: Response, timeoutMs: number): Promise<{ type: string; resource: { type: string; id: string } }[]> {
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !text.includes('event: hint')) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (chunk === null || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return [...text.matchAll(/^event: hint\ndata: (.+)$/gm)].map((match) => JSON.parse(match[1]!));
}

/** Reads the stream until it ends or the time is up: what it sent, and whether it ended. */
async function readUntilEnd(stream: Response, timeoutMs: number): Promise<{ text: string; hasEnded: boolean }> {
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (chunk === null) {
      await reader.cancel();
      return { text, hasEnded: false };
    }
    if (chunk.done) return { text, hasEnded: true };
    text += decoder.decode(chunk.value, { stream: true });
  }
}

beforeAll(async () => {
  pageRoot = mkdtempSync(join(tmpdir(), 'paykit-demo-page-'));
  mkdirSync(join(pageRoot, 'assets'));
  writeFileSync(
    join(pageRoot, 'index.html'),
    '<!doctype html><title>demo</title><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(pageRoot, 'assets', 'app-1a2b.js'), 'console.log("demo");');
  const config = { ...readDemoConfig({ PAYMENTS_API_KEY: CANARY }), port: 0 };
  demo = await startDemoServer({ config, pageRoot, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await demo?.close();
  rmSync(pageRoot, { recursive: true, force: true });
});

describe('given the demo on the embedded fake platform', () => {
  it('should serve the page under a strict CSP, with hashed assets cached and nothing else', async () => {
    const page = await call('/');
    const asset = await call('/assets/app-1a2b.js');

    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain(
      "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' blob:",
    );
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    for (const path of ['/index.html/../../package.json', '/assets/..%2f..%2fpackage.json', '/nope', '/webhooks/payments']) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it('should answer the proxy 401 before anyone signs in', async () => {
    const response = await call('/api/paykit/customer', { headers: { 'Paykit-Request': '1' } });
    expect(response.status).toBe(401);
  });

  it('should sign in, show that customer and its ready stablecoin capability through the proxy, then sign out', async () => {
    const { customerId, cookie } = await signIn('individual');

    const customer = await call('/api/paykit/customer', { headers: { Cookie: cookie, 'Paykit-Request': '1' } });
    const capabilities = await call('/api/paykit/capabilities', { headers: { Cookie: cookie, 'Paykit-Request': '1' } });

    expect(await customer.json()).toMatchObject({ data: { id: customerId, type: 'individual' } });
    const list = (await capabilities.json()) as { data: { id: string; status: string }[] };
    expect(list.data).toContainEqual(expect.objectContaining({ id: 'stablecoin_transfers', status: 'ready' }));

    const signOut = await call('/demo/sign-out', { method: 'POST', headers: { ...sameOrigin(), Cookie: cookie } });
    expect(signOut.status).toBe(204);
    expect((await call('/api/paykit/customer', { headers: { Cookie: cookie, 'Paykit-Request': '1' } })).status).toBe(401);
  });

  it('should end the event stream at sign-out, and relay nothing to it afterwards', async () => {
    const { customerId, cookie } = await signIn('individual');
    const stream = await fetch(`${demo.url}/api/paykit/events`, { headers: { Cookie: cookie, 'Paykit-Request': '1' } });
    expect(stream.status).toBe(200);

    const signOut = await call('/demo/sign-out', { method: 'POST', headers: { ...sameOrigin(), Cookie: cookie } });
    expect(signOut.status).toBe(204);
    // A change after the sign-out: its webhook reaches the relay as a hint for that customer.
    await callUpstream(demo.upstream.api, 'POST', `/v3/customers/${customerId}/capabilities/ach_pooled`, {});

    const { text, hasEnded } = await readUntilEnd(stream, 3000);
    expect(hasEnded).toBe(true);
    expect(text).toContain('event: closed\ndata: {"reason":"session_ended"}');
    expect(text).not.toContain('event: hint');
  });

  it('should sign in as a business', async () => {
    const { cookie } = await signIn('business');
    const customer = await call('/api/paykit/customer', { headers: { Cookie: cookie, 'Paykit-Request': '1' } });
    expect(await customer.json()).toMatchObject({ data: { type: 'business', business: { legalName: expect.any(String) } } });
  });

  it('should relay a verified webhook as a hint to that customer’s stream only', async () => {
    const ada = await signIn('individual');
    const other = await signIn('individual');
    const adaStream = await fetch(`${demo.url}/api/paykit/events`, { headers: { Cookie: ada.cookie, 'Paykit-Request': '1' } });
    const otherStream = await fetch(`${demo.url}/api/paykit/events`, { headers: { Cookie: other.cookie, 'Paykit-Request': '1' } });
    expect(adaStream.headers.get('Content-Type')).toContain('text/event-stream');

    const update = await call('/api/paykit/customer', {
      method: 'PATCH',
      headers: { ...sameOrigin(), Cookie: ada.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ individual: { middleName: 'Augusta' } }),
    });
    expect(update.status).toBe(200);

    const [adaHints, otherHints] = await Promise.all([readHints(adaStream, 5000), readHints(otherStream, 500)]);
    expect(adaHints).toContainEqual(
      expect.objectContaining({ type: 'customer.updated', resource: { type: 'customer', id: ada.customerId } }),
    );
    expect(otherHints.filter((hint) => hint.resource.id === ada.customerId)).toEqual([]);
  });

  it('should refuse a webhook delivery that is not signed with the registered secret', async () => {
    const response = await call('/webhooks/payments', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': 'msg_forged1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2VkIHNpZ25hdHVyZQ==',
      },
      body: JSON.stringify({ type: 'customer.updated', data: { id: 'cus_x1' }, createdAt: Date.now() }),
    });
    expect(response.status).toBe(401);
  });

  it('should refuse a sign-in from another origin', async () => {
    const response = await call('/demo/sign-in', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Paykit-Request': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'individual' }),
    });
    expect(response.status).toBe(403);
  });

  it('should never put the key in a response or a log line', () => {
    expect(exposed.length).toBeGreaterThan(10);
    for (const text of exposed) expect(text).not.toContain(CANARY);
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(line).not.toContain(CANARY);
  });
});

describe('given the demo’s sandbox controls', () => {
  it('should mount them with a sandbox key, for signed-in visitors only', async () => {
    const response = await call('/demo/sandbox/tasks/tsk_abc1/review', {
      method: 'POST',
      headers: { ...sameOrigin(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'accepted' }),
    });
    expect(response.status).toBe(401);
  });

  it('should give a session one budget of 30 sandbox calls a minute across its own controls and the proxy’s sandbox routes', async () => {
    const { cookie } = await signIn('individual');
    const press = (path: string) =>
      call(path, {
        method: 'POST',
        headers: { ...sameOrigin(), Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: 'completed' }),
      });

    const statuses: number[] = [];
    for (let index = 0; index < 15; index += 1) {
      statuses.push((await press('/demo/sandbox/verification')).status, (await press('/api/paykit/sandbox/verification')).status);
    }
    const refused = await press('/api/paykit/sandbox/verification');

    // No identity verification is open: the API refuses each call (409), and each spent the key's quota.
    expect(statuses.every((status) => status === 409)).toBe(true);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await press('/demo/sandbox/verification')).status).toBe(429);
  });

  it('should not have them at all with a production key', async () => {
    const config = {
      ...readDemoConfig({ PAYMENTS_API_KEY: 'sk_production_canaryDemo5', PAYMENTS_API_BASE_URL: 'https://api.payments.test' }),
      port: 0,
    };
    const production = await startDemoServer({ config, pageRoot });
    try {
      const signedIn = production.sessions.create('cus_someone1');
      for (const path of ['/demo/sandbox/tasks/tsk_abc1/review', '/demo/sandbox/verification']) {
        const response = await fetch(`${production.url}${path}`, {
          method: 'POST',
          headers: {
            Origin: production.url,
            'Paykit-Request': '1',
            'Content-Type': 'application/json',
            Cookie: `paykit_demo_session=${signedIn}`,
          },
          body: JSON.stringify({ outcome: 'accepted' }),
        });
        expect(response.status, path).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('given the demo reached through a port-forward (no TRUSTED_PROXY_HOPS)', () => {
  it('should count every visitor arriving from loopback as one client, whatever X-Forwarded-For each sends', async () => {
    const config = { ...readDemoConfig({ PAYMENTS_API_KEY: 'sk_sandbox_canaryForward3' }), port: 0 };
    const forwarded = await startDemoServer({ config, pageRoot });
    try {
      // Behind ssh -L or kubectl port-forward nothing adds the header: a visitor writes its own, a new one each time.
      const statuses: number[] = [];
      for (let index = 1; index <= 21; index += 1) {
        const response = await fetch(`${forwarded.url}/demo/sign-in`, {
          method: 'POST',
          headers: {
            Origin: forwarded.url,
            'Paykit-Request': '1',
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.51.100.${index}`,
          },
          body: JSON.stringify({ type: 'individual' }),
        });
        statuses.push(response.status);
      }

      // The client's 20 sign-ins a minute, not 20 per address it names.
      expect(statuses).toEqual([...Array(20).fill(201), 429]);
    } finally {
      await forwarded.close();
    }
  });
});

describe('given the demo behind two reverse proxies (TRUSTED_PROXY_HOPS=2)', () => {
  it('should tell visitors apart by the address the first proxy saw, for sign-ins and the sandbox budget alike', async () => {
    const config = { ...readDemoConfig({ PAYMENTS_API_KEY: 'sk_sandbox_canaryHops7', TRUSTED_PROXY_HOPS: '2' }), port: 0 };
    // The limits' clock stands still: on a busy machine the 200 calls below take seconds, in which a bucket would refill.
    const startedAt = Date.now();
    const behind = await startDemoServer({ config, pageRoot, now: () => startedAt });
    try {
      // Both visitors reach the demo through the same two proxies; only the first entry differs.
      const from = (visitor: string) => ({ Origin: behind.url, 'Paykit-Request': '1', 'X-Forwarded-For': `${visitor}, 10.0.0.9` });
      const signInAs = (visitor: string) =>
        fetch(`${behind.url}/demo/sign-in`, {
          method: 'POST',
          headers: { ...from(visitor), 'Content-Type': 'application/json' },
          body: JSON.stringify({ type: 'individual' }),
        });
      // A review of a malformed task id: the budget is spent, then the route answers 404 without calling the API.
      const press = (visitor: string, cookie: string) =>
        fetch(`${behind.url}/demo/sandbox/tasks/not-a-task/review`, {
          method: 'POST',
          headers: { ...from(visitor), Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ outcome: 'accepted' }),
        });
      const cookieOf = (response: Response) => response.headers.get('Set-Cookie')?.split(';')[0] ?? '';

      // Eight sessions of one visitor (240 calls of session budget) run into the visitor's 180 a minute.
      const sessions: string[] = [];
      for (let index = 0; index < 8; index += 1) sessions.push(cookieOf(await signInAs('203.0.113.1')));
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (const cookie of sessions) {
        for (let index = 0; index < 30 && refused === undefined; index += 1) {
          const response = await press('203.0.113.1', cookie);
          if (response.status === 429) refused = response;
          else statuses.push(response.status);
        }
      }
      // The visitor's 20 sign-ins a minute: 8 made, 12 more, then refused.
      const signIns: number[] = [];
      for (let index = 0; index < 13; index += 1) signIns.push((await signInAs('203.0.113.1')).status);
      const neighbour = await signInAs('203.0.113.2');
      const neighbourPress = await press('203.0.113.2', cookieOf(neighbour));

      expect(statuses.length).toBeGreaterThanOrEqual(180);
      expect(statuses.every((status) => status === 404)).toBe(true);
      expect(await refused?.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/from this address/) });
      expect(signIns).toEqual([...Array(12).fill(201), 429]);
      expect(neighbour.status).toBe(201);
      expect(neighbourPress.status).toBe(404);
    } finally {
      await behind.close();
    }
  });
});

describe('given uploads on the demo', () => {
  /** What one exchange over HTTP answered. */
  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    text: string;
  }

  /**
   * One request to the demo from `localAddress`: every 127.x.y.z address is this machine, and the
   * demo counts each as a client of its own, as it would visitors at different addresses.
   */
  const exchange = (
    localAddress: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array>; signal?: AbortSignal },
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(`${demo.url}${path}`, {
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress,
        signal: init.signal,
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        response.on('error', reject);
      });
      if (init.body === undefined || typeof init.body === 'string') request.end(init.body);
      else
        Readable.fromWeb(init.body as NodeReadableStream<Uint8Array>)
          .on('error', () => request.destroy())
          .pipe(request);
    });

  /** Signs in from `localAddress` and returns the session cookie. */
  const signInFrom = async (localAddress: string) => {
    const answer = await exchange(localAddress, '/demo/sign-in', {
      method: 'POST',
      headers: { ...sameOrigin(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'individual' }),
    });
    expect(answer.status).toBe(201);
    return String(answer.headers['set-cookie']).split(';')[0] ?? '';
  };

  /**
   * A 64 KiB upload of `cookie`'s session from `localAddress` through the proxy. With `hang`, its
   * body never ends (until `signal` aborts it), so it holds its slot; an aborted one answers nothing.
   * Otherwise it declares its length, so it costs the session 2 rate-limit tokens.
   */
  const upload = (localAddress: string, cookie: string, options: { hang?: boolean; signal?: AbortSignal } = {}) =>
    exchange(localAddress, '/api/paykit/documents', {
      method: 'POST',
      headers: {
        ...sameOrigin(),
        ...(options.hang ? {} : { 'Content-Length': String(lazyBodyLength(pdfUploadParts(64 * 1024))) }),
        Cookie: cookie,
        'Idempotency-Key': `demo-upload-${Math.random()}`,
        'Content-Type': `multipart/form-data; boundary=${TEST_BOUNDARY}`,
      },
      body: lazyMultipart(pdfUploadParts(64 * 1024), { hang: options.hang }).body,
      signal: options.signal,
    }).catch(() => undefined);

  /** Uploads until one is admitted and done (201), as the kit retries; the statuses seen. */
  const uploadUntilDone = async (localAddress: string, cookie: string) => {
    const statuses: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 50 && statuses.at(-1) !== 201; attempt += 1)
      statuses.push((await upload(localAddress, cookie))?.status);
    return statuses;
  };

  it('should let one client run 2 uploads at once across all its sessions, so another visitor’s uploads still go through', async () => {
    // Sessions are free: the attacker opens enough of them to hold every upload slot of the process at 2 each,
    // and sends each refused upload again at once, as the attack did (the kit would wait for Retry-After).
    const attacker = await Promise.all(Array.from({ length: DEMO_CONCURRENT_UPLOADS / 2 }, () => signInFrom('127.0.0.1')));
    const victim = await signInFrom('127.0.0.2');
    const stop = new AbortController();
    const refusals: Answer[] = [];
    const hold = async (cookie: string) => {
      while (!stop.signal.aborted) {
        const answer = await upload('127.0.0.1', cookie, { hang: true, signal: stop.signal });
        if (answer) refusals.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const held = attacker.flatMap((cookie) => [hold(cookie), hold(cookie)]);
    const victimStatuses: (number | undefined)[] = [];
    try {
      for (let attempt = 0; attempt < 8; attempt += 1) victimStatuses.push((await upload('127.0.0.2', victim))?.status);
    } finally {
      stop.abort();
      await Promise.all(held);
    }

    expect(victimStatuses).toEqual(Array(8).fill(201));
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals.map((answer) => answer.status))).toEqual(new Set([429]));
    expect(JSON.parse(refusals[0]?.text ?? '')).toMatchObject({
      code: 'too_many_uploads',
      retryable: true,
      detail: expect.stringMatching(/address/),
    });
    expect(refusals[0]?.headers['retry-after']).toBe('2');
  });

  it('should free a client’s slots once its uploads end, however they end, and count each one once', async () => {
    const [first, second] = [await signInFrom('127.0.0.3'), await signInFrom('127.0.0.3')];
    for (let round = 0; round < 3; round += 1) {
      // Two held and abandoned by the browser, one done: each frees its slot exactly once.
      const stop = new AbortController();
      const held = [
        upload('127.0.0.3', first, { hang: true, signal: stop.signal }),
        upload('127.0.0.3', second, { hang: true, signal: stop.signal }),
      ];
      let third = await upload('127.0.0.3', second);
      for (let attempt = 0; attempt < 50 && third?.status !== 429; attempt += 1) third = await upload('127.0.0.3', second);
      expect(third?.status).toBe(429);
      stop.abort();
      await Promise.all(held);
      expect((await uploadUntilDone('127.0.0.3', first)).at(-1)).toBe(201);
    }
  });

  it(`should run ${DEMO_CONCURRENT_UPLOADS} uploads at once across clients, answer the next 503 upload_capacity_reached, and take uploads again once they end`, async () => {
    const clients = Array.from({ length: DEMO_CONCURRENT_UPLOADS / 2 }, (_, index) => `127.0.1.${index + 1}`);
    const cookies = await Promise.all(clients.map((address) => signInFrom(address)));
    const latecomer = await signInFrom('127.0.2.1');
    const stop = new AbortController();
    // An upload that loses the race for a slot to one of the latecomer's tries asks again, until the test stops them all.
    const hold = (address: string, cookie: string): Promise<unknown> =>
      upload(address, cookie, { hang: true, signal: stop.signal }).then((answer) =>
        answer?.status === 503 ? hold(address, cookie) : answer,
      );
    const running = clients.flatMap((address, index) => [0, 1].map(() => hold(address, cookies[index] ?? '')));
    try {
      // They are admitted as their requests arrive; until then the latecomer's may still get through.
      let refused = await upload('127.0.2.1', latecomer);
      for (let attempt = 0; attempt < 50 && refused?.status !== 503; attempt += 1) refused = await upload('127.0.2.1', latecomer);
      expect(refused?.status).toBe(503);
      expect(JSON.parse(refused?.text ?? '')).toMatchObject({ code: 'upload_capacity_reached', retryable: true });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      stop.abort();
      await Promise.all(running);
    }
    expect((await uploadUntilDone('127.0.2.1', latecomer)).at(-1)).toBe(201);
  });
});
