// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHOP, createProxyHarness, sessionCookie } from './test-support/recordingUpstream.js';

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
    const response = await harness.handle(upload([['file', new Blob([PDF], { type: 'application/x-msdownload' }), '../../evil name.exe'], ['purpose', 'proof_of_address']]));
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

  it('should take a PNG named like a PDF as a PNG', async () => {
    const harness = createProxyHarness();
    await harness.handle(upload([['file', new Blob([PNG], { type: 'application/pdf' }), 'scan.pdf'], ['purpose', 'identity']]));
    const form = await upstreamForm(harness.calls[0]?.body ?? '', harness.calls[0]?.headers['content-type'] ?? '');
    expect((form.get('file') as File).type).toBe('image/png');
    expect((form.get('file') as File).name).toBe('scan.png');
  });

  it.each<[string, [string, Blob | string, string?][], number]>([
    ['HTML named and typed as a PDF', [['file', new Blob([HTML], { type: 'application/pdf' }), 'id.pdf'], ['purpose', 'identity']], 422],
    ['an empty file', [['file', new Blob([]), 'id.pdf'], ['purpose', 'identity']], 422],
    ['a text field as the file', [['file', '%PDF-1.4'], ['purpose', 'identity']], 400],
    ['no purpose', [['file', new Blob([PDF]), 'id.pdf']], 400],
    ['two files', [['file', new Blob([PDF]), 'a.pdf'], ['file', new Blob([PDF]), 'b.pdf'], ['purpose', 'identity']], 400],
    ['an extra part', [['file', new Blob([PDF]), 'a.pdf'], ['purpose', 'identity'], ['customerId', 'cus_bob']], 400],
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
    const response = await harness.handle(upload([['file', new Blob([big]), 'big.pdf'], ['purpose', 'identity']]));
    expect(response.status).toBe(413);
    expect(harness.calls).toHaveLength(0);
  });

  it('should stop reading a body far over the cap', async () => {
    const harness = createProxyHarness({ limits: { documentBytes: 1_024 } });
    const response = await harness.handle(upload([['file', new Blob([new Uint8Array(200_000)]), 'big.pdf'], ['purpose', 'identity']]));
    expect(response.status).toBe(413);
  });

  it('should refuse a JSON body and a malformed multipart body', async () => {
    const harness = createProxyHarness();
    const json = await harness.send('POST', '/documents', { json: { file: 'JVBERi0=' } });
    expect(json.status).toBe(415);
    const malformed = await harness.send('POST', '/documents', { body: 'not multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } });
    expect(malformed.status).toBe(400);
    expect(harness.calls).toHaveLength(0);
  });
});
