// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaykitProxyFetch } from './PaykitProxyOptions.js';
import { createProxyHarness, type ProxyHarnessOptions } from './test-support/recordingUpstream.js';
import { lazyMultipart, type LazyPart } from '../../test-support/lazyMultipart.js';
import { streamingUpstream, uploadRequest } from './test-support/uploadTraffic.js';

const MiB = 1024 * 1024;
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const PURPOSE: LazyPart = { name: 'purpose', value: 'proof_of_address' };
const pdf = (size: number): LazyPart => ({ name: 'file', fileName: 'scan.pdf', head: PDF_HEAD, size, type: 'application/pdf' });

/** Lets the event loop turn until `condition` holds (a bounded number of turns, no clock). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

/** Options of a test proxy: `wrap` puts a fault in front of the streaming upstream. */
type UploadProxyOptions = Omit<ProxyHarnessOptions, 'fetch'> & { hold?: boolean; wrap?: (upstream: PaykitProxyFetch) => PaykitProxyFetch };

function proxyWith(options: UploadProxyOptions = {}) {
  const { hold, wrap = (upstream) => upstream, ...rest } = options;
  const upstream = streamingUpstream({ hold });
  return { ...createProxyHarness({ fetch: wrap(upstream.fetch), ...rest }), upstream };
}

type Harness = ReturnType<typeof proxyWith>;

/** An upload of `parts`; `hang` keeps the body open after them (no closing delimiter), as a slow browser. */
function upload(
  harness: Harness,
  customerId: string,
  parts: LazyPart[],
  options: { hang?: boolean; signal?: AbortSignal; headers?: Record<string, string> } = {},
) {
  const { body, probe } = lazyMultipart(parts, options.hang === true ? { hang: true, tail: '' } : {});
  return { response: harness.handle(uploadRequest(customerId, body, options.headers, options.signal)), probe };
}

async function problemOf(response: Response) {
  const body = (await response.json()) as { code: string };
  return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
}

const completeUploads = (harness: Harness) => harness.upstream.seen.filter((seen) => seen.complete).length;

describe('given a session with two uploads running', () => {
  it('should answer a third with 429 too_many_uploads and Retry-After, serve other sessions, and take it once one ended', async () => {
    const harness = proxyWith({ hold: true });
    const running = [
      upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response,
      upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response,
    ];
    await until(() => completeUploads(harness) === 2);

    const third = await upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response;
    expect(await problemOf(third)).toEqual({ status: 429, code: 'too_many_uploads', retryAfter: '2' });
    expect(harness.upstream.seen).toHaveLength(2);

    const bobs = upload(harness, 'cus_bob', [pdf(1_000), PURPOSE]).response;
    await until(() => completeUploads(harness) === 3);
    harness.upstream.releaseAll();
    expect((await Promise.all([...running, bobs])).map((response) => response.status)).toEqual([201, 201, 201]);

    const again = upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response;
    await until(() => completeUploads(harness) === 4);
    harness.upstream.releaseAll();
    expect((await again).status).toBe(201);
  });
});

describe('given the proxy at its upload capacity', () => {
  it('should answer another session with 503 upload_capacity_reached and Retry-After, then take it once one ended', async () => {
    const harness = proxyWith({ hold: true, limits: { concurrentUploadsPerSession: 1, concurrentUploads: 2 } });
    const running = [
      upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response,
      upload(harness, 'cus_bob', [pdf(1_000), PURPOSE]).response,
    ];
    await until(() => completeUploads(harness) === 2);
    expect(await problemOf(await upload(harness, 'cus_carol', [pdf(1_000), PURPOSE]).response)).toEqual({
      status: 503,
      code: 'upload_capacity_reached',
      retryAfter: '2',
    });
    harness.upstream.releaseAll();
    await Promise.all(running);
    const carol = upload(harness, 'cus_carol', [pdf(1_000), PURPOSE]).response;
    await until(() => completeUploads(harness) === 3);
    harness.upstream.releaseAll();
    expect((await carol).status).toBe(201);
  });
});

describe('given an upload that ends badly', () => {
  const failingOnce = (upstream: PaykitProxyFetch): PaykitProxyFetch => {
    let calls = 0;
    return (input, init) => ((calls += 1) === 1 ? Promise.reject(new TypeError('fetch failed')) : upstream(input, init));
  };
  const answeringEarlyOnce = (upstream: PaykitProxyFetch): PaykitProxyFetch => {
    let calls = 0;
    const notFound = JSON.stringify({ status: 404, code: 'customer_not_found', detail: 'No such customer.' });
    return (input, init) =>
      (calls += 1) === 1
        ? Promise.resolve(new Response(notFound, { status: 404, headers: { 'Content-Type': 'application/problem+json' } }))
        : upstream(input, init);
  };
  const html: LazyPart = { name: 'file', fileName: 'id.pdf', head: new TextEncoder().encode('<html><body>'), size: 5_000 };

  it.each<[string, number, (harness: Harness) => ReturnType<typeof upload>, UploadProxyOptions]>([
    ['its content is not a document', 422, (harness) => upload(harness, 'cus_alice', [PURPOSE, html]), {}],
    [
      'its file passes the cap',
      413,
      (harness) => upload(harness, 'cus_alice', [pdf(64 * 1024), PURPOSE]),
      { limits: { documentBytes: 16 * 1024 } },
    ],
    ['its purpose never comes', 400, (harness) => upload(harness, 'cus_alice', [pdf(1_000)]), {}],
    [
      'the browser goes away mid-body',
      499,
      (harness) => upload(harness, 'cus_alice', [pdf(1_000)], { hang: true, signal: AbortSignal.timeout(20) }),
      {},
    ],
    [
      'the browser stalls before the file',
      408,
      (harness) => upload(harness, 'cus_alice', [PURPOSE], { hang: true }),
      { limits: { uploadFirstBytesMs: 20 } },
    ],
    [
      'the browser stalls after the file has started',
      408,
      (harness) => upload(harness, 'cus_alice', [pdf(1_000)], { hang: true }),
      { limits: { uploadIdleMs: 20 } },
    ],
    [
      'the request budget runs out with the body still coming',
      408,
      (harness) => upload(harness, 'cus_alice', [pdf(1_000)], { hang: true }),
      { timeoutMs: 50 },
    ],
    ['the upstream cannot be reached', 502, (harness) => upload(harness, 'cus_alice', [pdf(1_000)], { hang: true }), { wrap: failingOnce }],
    [
      'the upstream answers before the body is in',
      404,
      (harness) => upload(harness, 'cus_alice', [pdf(1_000)], { hang: true }),
      { wrap: answeringEarlyOnce },
    ],
  ])('should answer %s with %i, stop reading, and free the slot for the next upload', async (_, status, start, options) => {
    const harness = proxyWith({ ...options, limits: { concurrentUploadsPerSession: 1, ...options.limits } });
    const failed = start(harness);
    expect((await failed.response).status).toBe(status);
    await until(() => failed.probe.canceled || failed.probe.ended);
    expect(completeUploads(harness)).toBe(0);
    expect((await upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response).status).toBe(201);
  });
});

describe('given the write budget of a session', () => {
  /** Another write of the session: it finds what the upload left of the bucket. */
  const write = (harness: ReturnType<typeof proxyWith>, customerId: string) =>
    harness.send('POST', '/recipients', { customerId, json: { name: 'Bob' } });

  it('should charge an upload one token plus one per started MiB it declares', async () => {
    const harness = proxyWith({ limits: { writesPerMinute: 6 }, now: () => 0 });
    const declared = { 'Content-Length': String(5 * MiB) };
    expect((await upload(harness, 'cus_alice', [pdf(1_000), PURPOSE], { headers: declared }).response).status).toBe(201);
    expect(await problemOf(await write(harness, 'cus_alice'))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    // Reads have their own bucket: the upload spent none of it.
    expect((await harness.send('GET', '/customer', { customerId: 'cus_alice' })).status).toBe(200);
  });

  it('should charge an upload that declares no length as one at the size cap', async () => {
    // 2 MiB and the 64 KiB of framing around it: three started MiB, four tokens.
    const harness = proxyWith({ limits: { writesPerMinute: 5, documentBytes: 2 * MiB }, now: () => 0 });
    expect((await upload(harness, 'cus_alice', [pdf(1_000), PURPOSE]).response).status).toBe(201);
    expect((await write(harness, 'cus_alice')).status).toBe(200);
    expect((await write(harness, 'cus_alice')).status).toBe(429);
  });

  it('should charge an upload that sends more than it declares for every started MiB it sent', async () => {
    // Admitted for 1 KiB (two tokens), it sends 3 MiB and its framing: five tokens in all, one left.
    const harness = proxyWith({ limits: { writesPerMinute: 6 }, now: () => 0 });
    const declared = { 'Content-Length': '1024' };
    expect((await upload(harness, 'cus_alice', [pdf(3 * MiB), PURPOSE], { headers: declared }).response).status).toBe(201);
    expect((await write(harness, 'cus_alice')).status).toBe(200);
    expect(await problemOf(await write(harness, 'cus_alice'))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect((await write(harness, 'cus_bob')).status).toBe(200);
  });

  it('should let an upload costing more than a whole bucket through once the bucket is full', async () => {
    const harness = proxyWith({ limits: { writesPerMinute: 3 }, now: () => 0 });
    const declared = { 'Content-Length': String(10 * MiB) };
    expect((await upload(harness, 'cus_alice', [pdf(1_000), PURPOSE], { headers: declared }).response).status).toBe(201);
    expect((await write(harness, 'cus_alice')).status).toBe(429);
  });
});
