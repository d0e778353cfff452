// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHOP, createProxyHarness, sessionCookie } from './test-support/recordingUpstream.js';
import { lazyMultipart, type LazyPart } from '../../test-support/lazyMultipart.js';
import { streamingUpstream, uploadRequest } from './test-support/uploadTraffic.js';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

function upload(parts: [string, Blob | string, string?][], headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  return new Request(`${SHOP}/api/paykit/documents`, {
    method: 'POST',
    headers: { 'Paykit-Request': '1', Origin: SHOP, Cookie: sessionCookie('cus_alice'), 'Idempotency-Key': 'pk_doc', ...headers },
    body: form,
  });
}

async function upstreamForm(body: string, contentType: string): Promise<FormData> {
  return new Response(body, { headers: { 'Content-Type': contentType } }).formData();
}

describe('given a document upload', () => {
  it('should re-encode a PDF as a fresh body with only file and purpose, typed by its content', async () => {
    const harness = createProxyHarness();
    const response = await harness.handle(
      upload([
        ['file', new Blob([PDF], { type: 'application/x-msdownload' }), '../../evil name.exe'],
        ['purpose', 'proof_of_address'],
      ]),
    );
    expect(response.status).toBe(200);
    const [call] = harness.calls;
    expect(call?.url).toBe('https://api.payments.example/v3/customers/cus_alice/documents');
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await upstreamForm(call?.body ?? '', call?.headers['content-type'] ?? '');
    expect([...form.keys()]).toEqual(['file', 'purpose']);
    const file = form.get('file') as File;
    expect(file.type).toBe('application/pdf');
    expect(file.name).toBe('evil name.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect(form.get('purpose')).toBe('proof_of_address');
  });

  it('should pass both parts on when the purpose comes before the file', async () => {
    const upstream = streamingUpstream();
    const harness = createProxyHarness({ fetch: upstream.fetch });
    const response = await harness.handle(
      upload([
        ['purpose', 'identity'],
        ['file', new Blob([PNG]), 'scan.png'],
      ]),
    );
    expect(response.status).toBe(201);
    const form = upstream.seen[0]?.form as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('identity');
    expect(new Uint8Array(await (form.get('file') as File).arrayBuffer())).toEqual(PNG);
  });

  it('should take a PNG named like a PDF as a PNG', async () => {
    const harness = createProxyHarness();
    await harness.handle(
      upload([
        ['file', new Blob([PNG], { type: 'application/pdf' }), 'scan.pdf'],
        ['purpose', 'identity'],
      ]),
    );
    const form = await upstreamForm(harness.calls[0]?.body ?? '', harness.calls[0]?.headers['content-type'] ?? '');
    expect((form.get('file') as File).type).toBe('image/png');
    expect((form.get('file') as File).name).toBe('scan.png');
  });

  it.each<[string, [string, Blob | string, string?][], number]>([
    [
      'HTML named and typed as a PDF',
      [
        ['file', new Blob([HTML], { type: 'application/pdf' }), 'id.pdf'],
        ['purpose', 'identity'],
      ],
      422,
    ],
    [
      'an empty file',
      [
        ['file', new Blob([]), 'id.pdf'],
        ['purpose', 'identity'],
      ],
      422,
    ],
    [
      'a text field as the file',
      [
        ['file', '%PDF-1.4'],
        ['purpose', 'identity'],
      ],
      400,
    ],
    ['no purpose', [['file', new Blob([PDF]), 'id.pdf']], 400],
    [
      'two files',
      [
        ['file', new Blob([PDF]), 'a.pdf'],
        ['file', new Blob([PDF]), 'b.pdf'],
        ['purpose', 'identity'],
      ],
      400,
    ],
    [
      'an extra part',
      [
        ['file', new Blob([PDF]), 'a.pdf'],
        ['purpose', 'identity'],
        ['customerId', 'cus_bob'],
      ],
      400,
    ],
  ])('should refuse %s without any upstream call', async (_, parts, status) => {
    const harness = createProxyHarness();
    const response = await harness.handle(upload(parts));
    expect(response.status).toBe(status);
    expect(harness.calls).toHaveLength(0);
  });

  it('should refuse a file over the document limit with 413', async () => {
    const harness = createProxyHarness({ limits: { documentBytes: 1_024 } });
    const big = new Uint8Array(2_000);
    big.set(PDF);
    const response = await harness.handle(
      upload([
        ['file', new Blob([big]), 'big.pdf'],
        ['purpose', 'identity'],
      ]),
    );
    expect(response.status).toBe(413);
    expect(harness.calls).toHaveLength(0);
  });

  it('should stop reading a body far over the cap', async () => {
    const harness = createProxyHarness({ limits: { documentBytes: 1_024 } });
    const response = await harness.handle(
      upload([
        ['file', new Blob([PDF, new Uint8Array(200_000)]), 'big.pdf'],
        ['purpose', 'identity'],
      ]),
    );
    expect(response.status).toBe(413);
  });

  it('should refuse a JSON body and a malformed multipart body', async () => {
    const harness = createProxyHarness();
    const json = await harness.send('POST', '/documents', { json: { file: 'JVBERi0=' } });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: 'unsupported_media_type' });
    const malformed = await harness.send('POST', '/documents', {
      body: 'not multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'validation_error', errors: [{ pointer: '', code: 'invalid_multipart' }] });
    const badBoundary = await harness.send('POST', '/documents', {
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary="abc "' },
    });
    expect(await badBoundary.json()).toMatchObject({ status: 400, errors: [{ pointer: '', code: 'invalid_multipart' }] });
    expect(harness.calls).toHaveLength(0);
  });
});

describe('given an upload streamed in', () => {
  const GiB = 1024 * 1024 * 1024;
  const purpose: LazyPart = { name: 'purpose', value: 'identity' };
  const streamed = (parts: LazyPart[], headers: Record<string, string> = {}) => {
    const { body, probe } = lazyMultipart(parts);
    return { request: uploadRequest('cus_alice', body, headers), probe };
  };

  it('should refuse a file by its first bytes, before any upstream call and without reading on', async () => {
    const upstream = streamingUpstream();
    const harness = createProxyHarness({ fetch: upstream.fetch });
    const { request, probe } = streamed([purpose, { name: 'file', fileName: 'id.pdf', head: HTML, size: GiB, type: 'application/pdf' }]);
    const response = await harness.handle(request);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: [{ pointer: '/file', code: 'unsupported_media_type' }] });
    expect(upstream.seen).toHaveLength(0);
    expect(probe).toMatchObject({ canceled: true });
    expect(probe.pulled).toBeLessThan(1024 * 1024);
  });

  it('should answer 413 as the file passes the cap, abort the upstream call and read no further', async () => {
    const upstream = streamingUpstream();
    const harness = createProxyHarness({ fetch: upstream.fetch, limits: { documentBytes: 64 * 1024 } });
    const { request, probe } = streamed([{ name: 'file', fileName: 'big.pdf', head: PDF, size: GiB }, purpose]);
    const response = await harness.handle(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_body_too_large' });
    expect(upstream.seen.map((seen) => seen.complete)).toEqual([false]);
    expect(probe).toMatchObject({ canceled: true });
    expect(probe.pulled).toBeLessThan(256 * 1024);
  });

  it('should refuse a declared length over the cap before reading any of the body', async () => {
    const upstream = streamingUpstream();
    const harness = createProxyHarness({ fetch: upstream.fetch, limits: { documentBytes: 64 * 1024 } });
    const { request, probe } = streamed([{ name: 'file', fileName: 'big.pdf', head: PDF, size: 1_000 }, purpose], {
      'Content-Length': String(GiB),
    });
    expect((await harness.handle(request)).status).toBe(413);
    expect(probe.pulled).toBe(0);
    expect(upstream.seen).toHaveLength(0);
  });

  it('should abort the upstream call when the purpose after the file is invalid', async () => {
    const upstream = streamingUpstream();
    const harness = createProxyHarness({ fetch: upstream.fetch });
    const { request } = streamed([
      { name: 'file', fileName: 'id.pdf', head: PDF, size: 100_000 },
      { name: 'purpose', value: 'x'.repeat(300) },
    ]);
    const response = await harness.handle(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ pointer: '/purpose', code: 'invalid_value' }] });
    expect(upstream.seen.map((seen) => seen.complete)).toEqual([false]);
  });
});
