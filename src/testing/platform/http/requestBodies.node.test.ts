/**
 * The fake platform's HTTP server is reachable directly (`npm run sandbox`), so every body it reads
 * is capped as it is read, whether or not the request declares its length: JSON bodies, document
 * uploads and the forms of hosted pages.
 */
import { describe, expect, it } from 'vitest';
import { TEST_BOUNDARY, lazyMultipart } from '../../../test-support/lazyMultipart.js';
import { createFakePlatform, type FakePlatform } from '../createFakePlatform.js';

const MiB = 1024 * 1024;
const API_KEY = 'sk_sandbox_bodies';
const CHUNK_BYTES = 64 * 1024;
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');

/** A body of `total` spaces made a chunk at a time as it is pulled, declaring no length. */
function lazySpaces(total: number) {
  const probe = { pulled: 0, canceled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (probe.pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(CHUNK_BYTES, total - probe.pulled)).fill(0x20);
        probe.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        probe.canceled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, probe };
}

function post(platform: FakePlatform, path: string, contentType: string, body: ReadableStream<Uint8Array>): Promise<Response> {
  const headers = { 'X-API-Key': API_KEY, 'Idempotency-Key': `bodies-${Math.random()}`, 'Content-Type': contentType };
  return platform.handle(new Request(`https://fake.example${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
}

async function customerOf(platform: FakePlatform): Promise<string> {
  const response = await platform.handle(
    new Request('https://fake.example/v3/customers', {
      method: 'POST',
      headers: { 'X-API-Key': API_KEY, 'Idempotency-Key': 'customer', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'individual' }),
    }),
  );
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('given a body that declares no length', () => {
  it('should answer a JSON body past maxJsonBytes with 413 and stop reading it there', async () => {
    const platform = createFakePlatform({ effectLatencyMs: 0, maxJsonBytes: 64 * 1024 });
    const { body, probe } = lazySpaces(32 * MiB);
    const response = await post(platform, '/v3/customers', 'application/json', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_body_too_large' });
    expect(probe.pulled).toBeLessThanOrEqual(64 * 1024 + CHUNK_BYTES);
    expect(probe.canceled).toBe(true);
  });

  it('should answer an upload past maxDocumentBytes with 413 and stop reading it there', async () => {
    const platform = createFakePlatform({ effectLatencyMs: 0, maxDocumentBytes: 256 * 1024 });
    const customerId = await customerOf(platform);
    const { body, probe } = lazyMultipart([
      { name: 'file', fileName: 'big.pdf', head: PDF_HEAD, size: 32 * MiB },
      { name: 'purpose', value: 'passport' },
    ]);
    const response = await post(platform, `/v3/customers/${customerId}/documents`, `multipart/form-data; boundary=${TEST_BOUNDARY}`, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_body_too_large' });
    // The cap is the document limit and 64 KiB of framing.
    expect(probe.pulled).toBeLessThanOrEqual(256 * 1024 + 64 * 1024 + CHUNK_BYTES);
    expect(probe.canceled).toBe(true);
  });

  it('should stop reading an upload at its seventeenth part and answer 400 too_many_parts', async () => {
    const platform = createFakePlatform({ effectLatencyMs: 0 });
    const customerId = await customerOf(platform);
    const notes = Array.from({ length: 16 }, (_, index) => ({ name: `note${index}`, value: 'x' }));
    const { body, probe } = lazyMultipart([
      ...notes,
      { name: 'file', fileName: 'id.pdf', head: PDF_HEAD, size: 8 * MiB },
      { name: 'purpose', value: 'passport' },
    ]);
    const response = await post(platform, `/v3/customers/${customerId}/documents`, `multipart/form-data; boundary=${TEST_BOUNDARY}`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error', errors: [{ pointer: '', code: 'too_many_parts' }] });
    expect(probe.pulled).toBeLessThan(MiB);
    expect(probe.canceled).toBe(true);
  });
});
