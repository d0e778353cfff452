/**
 * Test support: multipart bodies made lazily as streams, a chunk at a time as they are pulled, so a
 * test holds none of their bytes (a 10 MiB upload costs the test nothing). Shared by the proxy's
 * upload tests and the fake platform's.
 */

const encoder = new TextEncoder();
/** The boundary of the test bodies. */
export const TEST_BOUNDARY = 'paykitTestBoundary7MA4YWxkTrZu0gW';
const CHUNK_BYTES = 64 * 1024;

/** One part of a lazily made multipart body. */
export type LazyPart = { name: string; value: string } | { name: string; fileName: string; head: Uint8Array; size: number; type?: string };

/** The parts of a PDF document upload of `size` bytes, as the kit's client sends them: the file, then its purpose. */
export function pdfUploadParts(size: number): LazyPart[] {
  return [
    { name: 'file', fileName: 'statement.pdf', head: encoder.encode('%PDF-1.7\n'), size, type: 'application/pdf' },
    { name: 'purpose', value: 'proof_of_address' },
  ];
}

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

function* pieces(parts: readonly LazyPart[], tail: string, chunkBytes: number): Generator<Uint8Array> {
  for (const part of parts) {
    yield partHead(part);
    if ('fileName' in part) {
      yield part.head.subarray(0, part.size);
      // A fresh chunk each time, as a socket hands them over: nothing is shared between uploads.
      for (let sent = part.head.byteLength; sent < part.size; sent += chunkBytes)
        yield new Uint8Array(Math.min(chunkBytes, part.size - sent));
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
  for (const part of parts)
    length += partHead(part).byteLength + ('fileName' in part ? part.size : encoder.encode(part.value).byteLength) + 2;
  return length;
}

/** How a lazy body is sent. */
export interface LazyBodyOptions {
  /** Sees the bytes pulled so far, after each chunk. */
  onPull?: (pulled: number) => void;
  /** Replaces the closing delimiter (a body cut short, or followed by more). */
  tail?: string;
  /** Never ends once its parts and tail are sent, as a browser that stalls. */
  hang?: boolean;
  /** Bytes of each chunk of a file past its head. @default 65536 */
  chunkBytes?: number;
  /**
   * Milliseconds (on the test's clock, fake or real) before each chunk is handed over, given the
   * bytes pulled so far; `null` stalls the body for good there. @default no wait
   */
  delayMs?: (pulled: number) => number | null;
}

/** A multipart body made a chunk at a time as it is pulled, with a probe of how it was read. */
export function lazyMultipart(parts: readonly LazyPart[], options: LazyBodyOptions = {}) {
  const probe: LazyBodyProbe = { pulled: 0, canceled: false, ended: false };
  const source = pieces(parts, options.tail ?? `--${TEST_BOUNDARY}--\r\n`, options.chunkBytes ?? CHUNK_BYTES);
  const stalled = () => new Promise<void>(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const delay = options.delayMs === undefined ? 0 : options.delayMs(probe.pulled);
        if (delay === null) return stalled();
        if (delay > 0) await new Promise<void>((resolve) => (timer = setTimeout(resolve, delay)));
        const next = source.next();
        if (next.done) {
          if (options.hang === true) return stalled();
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
        clearTimeout(timer);
        probe.canceled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, probe };
}
