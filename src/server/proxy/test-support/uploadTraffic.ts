/**
 * Test support for uploads through the proxy: the browser's upload request, a slow upstream on
 * loopback that reads each upload a chunk at a time, and an in-process upstream that records them.
 * The lazy bodies and the memory readings are shared with the fake platform's tests
 * (`src/test-support`).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_BOUNDARY } from '../../../test-support/lazyMultipart.js';
import { SHOP, sessionCookie } from './recordingUpstream.js';

/** A browser's upload request to the proxy at `SHOP`, for `customerId`, with a streamed body. */
export function uploadRequest(
  customerId: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Request {
  return new Request(`${SHOP}/api/paykit/documents`, {
    method: 'POST',
    headers: {
      'Paykit-Request': '1',
      Origin: SHOP,
      Cookie: sessionCookie(customerId),
      'Idempotency-Key': `pk_upload_${customerId}_${Math.random()}`,
      'Content-Type': `multipart/form-data; boundary=${TEST_BOUNDARY}`,
      ...headers,
    },
    body,
    duplex: 'half',
    signal,
  } as RequestInit);
}

/** What the slow upstream saw of one upload. */
export interface SlowUpload {
  bytes: number;
  /** Whether the body arrived whole (it ended with the closing delimiter of its boundary). */
  complete: boolean;
}

function readSlowly(request: IncomingMessage, onChunk: () => void): Promise<SlowUpload> {
  return new Promise((resolve) => {
    let bytes = 0;
    let last = Buffer.alloc(0);
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.byteLength;
      last = Buffer.concat([last, chunk]).subarray(-64);
      onChunk();
      request.pause();
      setImmediate(() => request.resume());
    });
    const done = () => resolve({ bytes, complete: /--[^\r\n]+--\r\n$/.test(last.toString('latin1')) });
    request.on('end', done);
    request.on('close', done);
  });
}

/**
 * An upstream on loopback that reads every upload slowly (a chunk, then a turn of the event loop),
 * records it, and answers 201 with a document once the whole body is in.
 */
export async function startSlowUpstream(onChunk: () => void = () => undefined) {
  const uploads: SlowUpload[] = [];
  const server: Server = createServer((request, response) => {
    void readSlowly(request, onChunk).then((upload) => {
      uploads.push(upload);
      if (response.destroyed) return;
      // No keep-alive: a reused socket the server has timed out would fail a test for the wrong reason.
      response.writeHead(upload.complete ? 201 : 400, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(JSON.stringify({ data: { id: `doc_${uploads.length}`, size: upload.bytes } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uploads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What an in-process upstream saw of one streamed upload. */
export interface StreamedUpload {
  url: string;
  contentType: string;
  /** Whether the whole body arrived; false when it failed on the way (the call was aborted). */
  complete: boolean;
  bytes: number;
  /** The body, parsed, when it arrived whole. */
  form?: FormData;
}

/**
 * An in-process upstream that reads each upload's stream as a server would, records it, and
 * answers 201 once the whole body is in (and any read 200 with an empty record); a body that fails on the way fails the call, as a
 * connection cut mid-body does. `hold` keeps the answer back until the returned release is called.
 */
export function streamingUpstream(options: { hold?: boolean } = {}) {
  const seen: StreamedUpload[] = [];
  const waiting: (() => void)[] = [];
  const answer = async (input: string, init: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    // Reads, and JSON writes beside the uploads (a recipient), are answered without being recorded.
    if (request.method === 'GET' || request.headers.get('content-type') === 'application/json') {
      return new Response(JSON.stringify({ data: { id: 'rcp_1' } }), { headers: { 'Content-Type': 'application/json' } });
    }
    const record: StreamedUpload = { url: request.url, contentType: request.headers.get('content-type') ?? '', complete: false, bytes: 0 };
    seen.push(record);
    const bytes = new Uint8Array(await request.arrayBuffer());
    record.bytes = bytes.byteLength;
    record.complete = true;
    record.form = await new Response(bytes, { headers: { 'Content-Type': record.contentType } }).formData();
    if (options.hold === true) await new Promise<void>((resolve) => waiting.push(resolve));
    return new Response(JSON.stringify({ data: { id: `doc_${seen.length}` } }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  // As a real fetch does, an abort of the call's signal fails it at once.
  const fetch = (input: string, init: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      answer(input, init).then(resolve, reject);
    });
  return { fetch, seen, releaseAll: () => waiting.splice(0).forEach((resolve) => resolve()) };
}
