// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMultipartReader, type MultipartReader } from './multipartReader.js';
import { refusalOf } from './test-support/refusalOf.js';

const BOUNDARY = 'XyZ-boundary';
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const LIMITS = { maxBodyBytes: 64 * 1024 * 1024, maxHeaderBytes: 1024 };

/** File content full of near-delimiters: CRs, CRLF--, the boundary without its CRLF, a cut boundary. */
const TRICKY = new Uint8Array([
  ...encoder.encode(`\r\r\n-\r\n--XyZ-boundar\r\n--${BOUNDARY.toLowerCase()}--${BOUNDARY}\r`),
  0,
  255,
  13,
  10,
  13,
  13,
  ...encoder.encode('\r\n--XyZ'),
]);

function concat(...pieces: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}

const body = (content: Uint8Array, { preamble = 'ignored preamble', epilogue = 'ignored epilogue' } = {}) =>
  concat(
    encoder.encode(`${preamble}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nidentity\r\n`),
    encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
    content,
    encoder.encode(`\r\n--${BOUNDARY}--\r\n${epilogue}`),
  );

function streamOf(chunks: Uint8Array[], endless = false) {
  const probe = { canceled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift() ?? (endless ? new Uint8Array(1_024) : undefined);
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      probe.canceled = true;
    },
  });
  return { stream, probe };
}

/** The parts a reader yields: header text and content bytes. */
async function readParts(reader: MultipartReader): Promise<{ headers: string; content: Uint8Array }[]> {
  const parts: { headers: string; content: number[] }[] = [];
  for (;;) {
    const event = await reader.next();
    if (event.kind === 'end') return parts.map((part) => ({ headers: part.headers, content: new Uint8Array(part.content) }));
    if (event.kind === 'part') parts.push({ headers: decoder.decode(event.headers), content: [] });
    else parts.at(-1)?.content.push(...event.bytes);
  }
}

const EXPECTED = [
  { headers: 'Content-Disposition: form-data; name="purpose"', content: encoder.encode('identity') },
  { headers: 'Content-Disposition: form-data; name="file"; filename="a.pdf"', content: TRICKY },
];

describe('given a multipart body', () => {
  it('should yield each part and its content unchanged, skipping the preamble and the epilogue', async () => {
    expect(await readParts(createMultipartReader(streamOf([body(TRICKY)]).stream, BOUNDARY, LIMITS))).toEqual(EXPECTED);
  });

  it('should yield the same parts wherever the body is split in two', async () => {
    const whole = body(TRICKY);
    for (let split = 0; split <= whole.length; split += 1) {
      const chunks = [whole.slice(0, split), whole.slice(split)];
      expect(await readParts(createMultipartReader(streamOf(chunks).stream, BOUNDARY, LIMITS)), `split at ${split}`).toEqual(EXPECTED);
    }
  });

  it('should yield the same parts from a body sent a byte at a time', async () => {
    const chunks = Array.from(body(TRICKY), (byte) => new Uint8Array([byte]));
    expect(await readParts(createMultipartReader(streamOf(chunks).stream, BOUNDARY, LIMITS))).toEqual(EXPECTED);
  });

  it('should read a body that starts with its first delimiter and has no epilogue', async () => {
    const reader = createMultipartReader(streamOf([body(TRICKY, { preamble: '', epilogue: '' }).slice(2)]).stream, BOUNDARY, LIMITS);
    expect(await readParts(reader)).toEqual(EXPECTED);
  });
});

describe('given a body that is not well-formed', () => {
  it.each([
    ['one that ends before its closing delimiter', body(TRICKY).slice(0, -30)],
    ['a delimiter followed by neither CRLF nor --', encoder.encode(`--${BOUNDARY}xx\r\n\r\n--${BOUNDARY}--`)],
    ['no delimiter at all', encoder.encode('just text')],
  ])('should refuse %s as malformed', async (_, bytes) => {
    const reader = createMultipartReader(streamOf([bytes]).stream, BOUNDARY, LIMITS);
    expect(await refusalOf(() => readParts(reader))).toMatchObject({ kind: 'malformed' });
  });

  it('should refuse a header block over its limit, whatever the chunks', async () => {
    const long = encoder.encode(`--${BOUNDARY}\r\nX-Padding: ${'a'.repeat(2_000)}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
    const chunks = Array.from({ length: Math.ceil(long.length / 7) }, (_, index) => long.slice(index * 7, index * 7 + 7));
    const reader = createMultipartReader(streamOf(chunks).stream, BOUNDARY, LIMITS);
    expect(await refusalOf(() => readParts(reader))).toMatchObject({ kind: 'malformed' });
  });

  it('should refuse a body as too large once it passes its cap, and cancel it', async () => {
    const { stream, probe } = streamOf([body(new Uint8Array(1_000)).slice(0, 1_000)], true);
    const reader = createMultipartReader(stream, BOUNDARY, { ...LIMITS, maxBodyBytes: 5_000 });
    expect(await refusalOf(() => readParts(reader))).toEqual({ kind: 'too_large', limit: 5_000 });
    expect(probe.canceled).toBe(true);
  });
});
