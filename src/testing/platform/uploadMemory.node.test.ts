/**
 * The fake platform reads document uploads in bounded memory: eight 10 MiB uploads at once, sent
 * straight to its handler and over HTTP to its server (as the demo's proxy sends them). Measured
 * as the process's live memory (see `liveBytes`), sampled while the bodies are read: that counts
 * what the fake holds of them.
 */
import { describe, expect, it } from 'vitest';
import { TEST_BOUNDARY, lazyBodyLength, lazyMultipart, pdfUploadParts } from '../../test-support/lazyMultipart.js';
import { createPeakTracker, liveBytes } from '../../test-support/liveMemory.js';
import { startFakePlatformServer } from '../node/index.js';
import { createFakePlatform } from './createFakePlatform.js';

const MiB = 1024 * 1024;
const API_KEY = 'sk_sandbox_upload_memory';
const UPLOADS = 8;
const FILE_BYTES = 10 * MiB;
/** Live memory the eight uploads together may add: less than one file, so none is ever held whole. */
const BOUND_BYTES = 8 * MiB;

/** Sends a request to the fake: to its handler, or through `fetch` to its server. */
type Send = (path: string, init: RequestInit) => Promise<Response>;

const memory = createPeakTracker();

async function createCustomer(send: Send): Promise<string> {
  const response = await send('/v3/customers', {
    method: 'POST',
    headers: { 'X-API-Key': API_KEY, 'Idempotency-Key': 'customer', 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'individual' }),
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function upload(send: Send, customerId: string, key: string, size: number): Promise<{ status: number; size?: number }> {
  const parts = pdfUploadParts(size);
  const { body } = lazyMultipart(parts, { onPull: memory.onPull });
  const response = await send(`/v3/customers/${customerId}/documents`, {
    method: 'POST',
    headers: {
      'X-API-Key': API_KEY,
      'Idempotency-Key': key,
      'Content-Type': `multipart/form-data; boundary=${TEST_BOUNDARY}`,
      'Content-Length': String(lazyBodyLength(parts)),
    },
    body,
    duplex: 'half',
    // A fetch that may follow a redirect keeps a copy of a streamed body to replay it (the proxy's upload calls do the same).
    redirect: 'error',
  } as RequestInit);
  const json = (await response.json()) as { data?: { size: number } };
  return { status: response.status, size: json.data?.size };
}

/** The live memory eight parallel 10 MiB uploads add at their peak, and once they are done. */
async function measureUploads(send: Send): Promise<{ peak: number; after: number }> {
  const customerId = await createCustomer(send);
  expect((await upload(send, customerId, 'warm-up', 256 * 1024)).status).toBe(201);
  const baseline = memory.reset();
  const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(send, customerId, `upload-${index}`, FILE_BYTES)));
  expect(answers).toEqual(Array(UPLOADS).fill({ status: 201, size: FILE_BYTES }));
  return { peak: memory.peak - baseline, after: liveBytes() - baseline };
}

describe('given eight 10 MiB document uploads sent to the fake platform at once', () => {
  it(`should add less than ${BOUND_BYTES / MiB} MiB of live memory in all (less than one file) through its handler`, async () => {
    const platform = createFakePlatform({ effectLatencyMs: 0 });
    const growth = await measureUploads((path, init) => platform.handle(new Request(`https://fake.example${path}`, init)));
    expect(growth.peak).toBeLessThan(BOUND_BYTES);
    expect(growth.after).toBeLessThan(4 * MiB);
  }, 120_000);

  it(`should add less than ${BOUND_BYTES / MiB} MiB of live memory in all over HTTP, as the demo's proxy sends them`, async () => {
    const server = await startFakePlatformServer({ port: 0, effectLatencyMs: 0 });
    try {
      const growth = await measureUploads((path, init) => fetch(`${server.url}${path}`, init));
      expect(growth.peak).toBeLessThan(BOUND_BYTES);
      expect(growth.after).toBeLessThan(4 * MiB);
    } finally {
      await server.close();
    }
  }, 120_000);
});
