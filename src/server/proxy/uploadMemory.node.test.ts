/**
 * Uploads stream through the proxy in bounded memory: ten 10 MiB uploads at once, over real
 * sockets to an upstream that reads them slowly. Measured as the process's live memory (see
 * `liveBytes`), sampled all along: that counts what the proxy holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyBodyLength, lazyMultipart, pdfUploadParts } from '../../test-support/lazyMultipart.js';
import { createPeakTracker, liveBytes } from '../../test-support/liveMemory.js';
import { createPaykitProxy, type PaykitProxyHandler } from './createPaykitProxy.js';
import { CANARY_KEY, SECRET, SHOP, sessionFromCookie } from './test-support/recordingUpstream.js';
import { startSlowUpstream, uploadRequest } from './test-support/uploadTraffic.js';

const MiB = 1024 * 1024;
const UPLOADS = 10;
const FILE_BYTES = 10 * MiB;
/** Live memory the ten uploads together may add; a whole copy of one file is 10 MiB. */
const BOUND_BYTES = 16 * MiB;

let upstream: Awaited<ReturnType<typeof startSlowUpstream>>;
let proxy: PaykitProxyHandler;
const memory = createPeakTracker();

beforeAll(async () => {
  let chunks = 0;
  upstream = await startSlowUpstream(() => {
    chunks += 1;
    if (chunks % 128 === 0) memory.sample();
  });
  proxy = createPaykitProxy({
    apiKey: CANARY_KEY,
    baseUrl: upstream.url,
    environment: 'sandbox',
    getCustomerId: sessionFromCookie,
    idempotencySecret: SECRET,
    allowedOrigins: [SHOP],
    // Forced collections slow the run down; the upstream call's time limit is not what is tested.
    timeoutMs: 120_000,
  });
});
afterAll(() => upstream.close());

function upload(customerId: string, size: number): Promise<Response> {
  const parts = pdfUploadParts(size);
  const { body } = lazyMultipart(parts, { onPull: memory.onPull });
  return proxy(uploadRequest(customerId, body, { 'Content-Length': String(lazyBodyLength(parts)) }));
}

describe('given ten sessions each uploading a 10 MiB document at once to a slow upstream', () => {
  it(`should add less than ${BOUND_BYTES / MiB} MiB of live memory in all (one whole copy of one file is 10 MiB)`, async () => {
    expect((await upload('cus_warmup', 256 * 1024)).status).toBe(201);
    const baseline = memory.reset();
    const responses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(`cus_${index}`, FILE_BYTES)));
    expect(responses.map((response) => response.status)).toEqual(Array(UPLOADS).fill(201));
    const whole = upstream.uploads.filter((seen) => seen.complete && seen.bytes > FILE_BYTES);
    expect(whole).toHaveLength(UPLOADS);
    expect(memory.peak - baseline).toBeLessThan(BOUND_BYTES);
    expect(liveBytes() - baseline).toBeLessThan(4 * MiB);
  }, 120_000);
});
