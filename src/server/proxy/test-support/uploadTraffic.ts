/**
 * Test support for uploads: multipart bodies made lazily as streams (the test holds none of their
 * bytes), a slow upstream on loopback that reads each upload a chunk at a time, and a full
 * garbage collection for memory readings.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SHOP, sessionCookie } from './recordingUpstream.js';

const encoder = new TextEncoder();
/** The boundary of the test bodies. */
export const TEST_BOUNDARY = 'paykitTestBoundary7MA4YWxkTrZu0gW';
const CHUNK_BYTES = 64 * 1024;

/** One part of a lazily made multipart body. */
export type LazyPart =
  | { name: string; value: string }
  | { name: string; fileName: string; head: Uint8Array; size: number; type?: string };

/** What a lazy body reports as it is read. */
export interface LazyBodyProbe {
  /** Bytes the reader has pulled so far. */
  pulled: number;
  /** Whether the reader canceled the stream. */
  canceled: boolean;
  /** Whether the reader read the stream to its end. */
  ended: boolean;
}

function partHead(part: LazyPart): Uint8Array {
  const disposition = 'fileName' in part ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
  const type = 'fileName' in part ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
  return encoder.encode(`--${TEST_BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
}

function* pieces(parts: readonly LazyPart[], tail: string): Generator<Uint8Array> {
  for (const part of parts) {
    yield partHead(part);
    if ('fileName' in part) {
      yield part.head.subarray(0, part.size);
      // A fresh chunk each time, as a socket hands them over: nothing is shared between uploads.
      for (let sent = part.head.byteLength; sent < part.size; sent += CHUNK_BYTES) yield new Uint8Array(Math.min(CHUNK_BYTES, part.size - sent));
    } else {
      yield encoder.encode(part.value);
    }
    yield encoder.encode('\r\n');
  }
  yield encoder.encode(tail);
}

/** The declared length of a lazy body of `parts`. */
export function lazyBodyLength(parts: readonly LazyPart[]): number {
  let length = encoder.encode(`--${TEST_BOUNDARY}--\r\n`).byteLength;
  for (const part of parts) length += partHead(part).byteLength + ('fileName' in part ? part.size : encoder.encode(part.value).byteLength) + 2;
  return length;
}

/**
 * A multipart body made a chunk at a time as it is pulled; `onPull` sees the bytes pulled so far.
 * `tail` replaces the closing delimiter (a body cut short, or followed by more).
 */
export function lazyMultipart(parts: readonly LazyPart[], options: { onPull?: (pulled: number) => void; tail?: string; hang?: boolean } = {}) {
  const probe: LazyBodyProbe = { pulled: 0, canceled: false, ended: false };
  const source = pieces(parts, options.tail ?? `--${TEST_BOUNDARY}--\r\n`);
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) {
          if (options.hang === true) return new Promise<void>(() => undefined);
          probe.ended = true;
          controller.close();
          return undefined;
        }
        probe.pulled += next.value.byteLength;
        options.onPull?.(probe.pulled);
        controller.enqueue(next.value);
        return undefined;
      },
      cancel() {
        probe.canceled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, probe };
}

/** A browser's upload request to the proxy at `SHOP`, for `customerId`, with a streamed body. */
export function uploadRequest(customerId: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, signal?: AbortSignal): Request {
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

let collect: (() => void) | undefined;

/** Runs a full garbage collection (exposing `gc` for this process on first use). */
export function collectGarbage(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  // Twice: the array buffers a first collection finds dead are freed by the time the second ends.
  collect();
  collect();
}

/** What the process holds live once garbage is collected: JS heap plus array buffers (where file bytes live). */
export function liveBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
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
    if (request.method === 'GET') return new Response(JSON.stringify({ data: {} }), { headers: { 'Content-Type': 'application/json' } });
    const record: StreamedUpload = { url: request.url, contentType: request.headers.get('content-type') ?? '', complete: false, bytes: 0 };
    seen.push(record);
    const bytes = new Uint8Array(await request.arrayBuffer());
    record.bytes = bytes.byteLength;
    record.complete = true;
    record.form = await new Response(bytes, { headers: { 'Content-Type': record.contentType } }).formData();
    if (options.hold === true) await new Promise<void>((resolve) => waiting.push(resolve));
    return new Response(JSON.stringify({ data: { id: `doc_${seen.length}` } }), { status: 201, headers: { 'Content-Type': 'application/json' } });
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
