/**
 * A streaming reader of a `multipart/form-data` body (RFC 7578 over RFC 2046), pulled one event at
 * a time so the body is read only as fast as its consumer goes: a part starts (with its raw header
 * block), a piece of its content (a view into the chunk just read, never a copy of the part), the
 * body ends. It holds one chunk and at most a delimiter's length of carry between chunks.
 *
 * Written here rather than taken from npm: the maintained Web-streams parsers
 * (`@remix-run/multipart-parser` 0.16, `@apeleghq/multipart-parser` 1.0) hand each part over
 * whole, buffered (a 10 MiB file would be 10 MiB per upload), and the streaming ones are
 * unmaintained and bound no header (`@web3-storage/multipart-parser`); busboy needs Node streams.
 *
 * Linear time, whatever the content (see `findDelimiter.ts`). A chunk is copied only when a
 * delimiter's last bytes straddle it (once per part at most); a delimiter prefix cut by a chunk's
 * end is settled against the next chunk without copying it.
 */
import { joinBytes } from '../bytes/joinBytes.js';
import { findDelimiter } from './findDelimiter.js';
import { malformedMultipart, multipartTooLarge } from './MultipartError.js';

/** One step through a multipart body. A part ends where the next one starts, or at `end`. */
export type MultipartEvent = { kind: 'part'; headers: Uint8Array } | { kind: 'data'; bytes: Uint8Array } | { kind: 'end' };

/** Limits of {@link createMultipartReader}. */
export interface MultipartLimits {
  /** Bytes the whole body may hold, framing included; `too_large` past it. */
  maxBodyBytes: number;
  /** Bytes one part's header block may hold; `malformed` past it. */
  maxHeaderBytes: number;
}

/** Pulls events from a multipart body. */
export interface MultipartReader {
  /** The next event; reads from the body only when none is waiting. @throws MultipartError `malformed` or `too_large`. */
  next(): Promise<MultipartEvent>;
  /** Stops reading: the body is canceled and a pending `next` fails. */
  cancel(): void;
}

const CR = 13;
const LF = 10;
const DASH = 45;

/**
 * Reads `body` as multipart with `boundary` (already checked: 1 to 70 boundary characters).
 * A preamble before the first delimiter is skipped and anything after the closing one is read and
 * dropped; both count against `maxBodyBytes`.
 */
export function createMultipartReader(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits): MultipartReader {
  const reader = body.getReader();
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  const events: MultipartEvent[] = [];
  // The body is read as if it started with CRLF, so its first delimiter is found like the others.
  let carry: Uint8Array = new Uint8Array([CR, LF]);
  let state: 'preamble' | 'content' | 'afterDelimiter' | 'headers' | 'epilogue' = 'preamble';
  let header: Uint8Array[] = [];
  let headerBytes = 0;
  // How much of CRLFCRLF the header block ends with so far; it starts after the delimiter's CRLF.
  let headerEnd = 2;
  let total = 0;

  /** Consumes the header block from `at`; the index after it, or -1 when the chunk ran out first. */
  function readHeaders(bytes: Uint8Array, at: number): number {
    let index = at;
    while (index < bytes.length && headerEnd < 4) {
      const byte = bytes[index] as number;
      if (byte === CR) headerEnd = headerEnd === 2 ? 3 : 1;
      else if (byte === LF && (headerEnd === 1 || headerEnd === 3)) headerEnd += 1;
      else headerEnd = 0;
      index += 1;
    }
    headerBytes += index - at;
    if (headerBytes > limits.maxHeaderBytes) throw malformedMultipart(`A part's headers are longer than ${limits.maxHeaderBytes} bytes.`);
    // A copy, so a header split over chunks does not keep those chunks alive.
    header.push(bytes.slice(at, index));
    if (headerEnd < 4) return -1;
    const block = joinBytes(header, headerBytes);
    // An empty block is only the blank line (2 bytes); otherwise drop the final CRLFCRLF.
    events.push({ kind: 'part', headers: block.subarray(0, Math.max(0, headerBytes - 4)) });
    header = [];
    headerBytes = 0;
    headerEnd = 2;
    return index;
  }

  /**
   * Settles a carried delimiter prefix against the next chunk, without copying the chunk: the
   * index in it past the completed delimiter, 0 when the carry proved to be content, or -1 when
   * the chunk is too short to tell (it joins the carry).
   */
  function resumeDelimiter(chunk: Uint8Array): number {
    const need = delimiter.length - carry.byteLength;
    let matched = 0;
    while (matched < need && matched < chunk.length && chunk[matched] === delimiter[carry.byteLength + matched]) matched += 1;
    if (matched === need) {
      state = 'afterDelimiter';
      carry = new Uint8Array(0);
      return need;
    }
    if (matched === chunk.length) {
      carry = joinBytes([carry, chunk]);
      return -1;
    }
    // The carry's one CR is its first byte, so no delimiter starts inside it: it is content.
    if (state === 'content') events.push({ kind: 'data', bytes: carry });
    carry = new Uint8Array(0);
    return 0;
  }

  function process(chunk: Uint8Array): void {
    let bytes = chunk;
    let at = 0;
    if (carry.byteLength > 0 && (state === 'content' || state === 'preamble')) {
      at = resumeDelimiter(chunk);
      if (at === -1) return;
    } else if (carry.byteLength > 0) {
      // A byte or two after a delimiter: once per part, so a copy costs nothing.
      bytes = joinBytes([carry, chunk]);
      carry = new Uint8Array(0);
    }
    while (at < bytes.length) {
      if (state === 'epilogue') return;
      if (state === 'headers') {
        at = readHeaders(bytes, at);
        if (at === -1) return;
        state = 'content';
        continue;
      }
      if (state === 'afterDelimiter') {
        if (bytes.length - at < 2) break;
        const first = bytes[at];
        const second = bytes[at + 1];
        if (first === DASH && second === DASH) {
          events.push({ kind: 'end' });
          state = 'epilogue';
          return;
        }
        if (first !== CR || second !== LF) throw malformedMultipart();
        state = 'headers';
        at += 2;
        continue;
      }
      const found = findDelimiter(bytes, at, delimiter);
      const contentEnd = found.kind === 'none' ? bytes.length : found.at;
      if (state === 'content' && contentEnd > at) events.push({ kind: 'data', bytes: bytes.subarray(at, contentEnd) });
      if (found.kind === 'none') return;
      if (found.kind === 'partial') {
        carry = bytes.slice(found.at);
        return;
      }
      at = found.at + delimiter.length;
      state = 'afterDelimiter';
    }
    if (at < bytes.length) carry = bytes.slice(at);
  }

  /** Reads and processes one chunk; false at the body's end. */
  async function fill(): Promise<boolean> {
    const { done, value } = await reader.read();
    if (done) {
      if (state !== 'epilogue') throw malformedMultipart('The body ended before the closing delimiter.');
      return false;
    }
    total += value.byteLength;
    if (total > limits.maxBodyBytes) throw multipartTooLarge(limits.maxBodyBytes);
    process(value);
    return true;
  }

  async function nextEvent(): Promise<MultipartEvent> {
    while (events.length === 0) {
      if (ended) throw malformedMultipart('The body was read past its end.');
      await fill();
    }
    const event = events.shift() as MultipartEvent;
    if (event.kind === 'end') {
      ended = true;
      // The epilogue after the closing delimiter is read (and dropped) to the body's end.
      let more = true;
      while (more) more = await fill();
    }
    return event;
  }

  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  let ended = false;
  return {
    async next() {
      try {
        return await nextEvent();
      } catch (error) {
        cancel();
        throw error;
      }
    },
    cancel,
  };
}
