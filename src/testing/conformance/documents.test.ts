import { describe, expect, it } from 'vitest';
import { documentSchema } from '../../core/schemas/index.js';
import { documentsOf } from '../platform/resources/customers/store.js';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const MAX_DOCUMENT_BYTES = 4096;
const env = serveFakePlatformPerFile({ maxDocumentBytes: MAX_DOCUMENT_BYTES });

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00];

const pointersOf = (body: any): string[] => body.errors.map((error: any) => error.pointer).sort();

/** File content: the given leading bytes, padded to `size`. */
function bytes(head: number[], size = head.length + 32): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(size);
  content.set(head);
  return content;
}

function form(fields: {
  file?: Uint8Array<ArrayBuffer>;
  fileName?: string;
  fileType?: string;
  purpose?: string;
  extra?: Record<string, string>;
}): FormData {
  const body = new FormData();
  if (fields.file) body.append('file', new Blob([fields.file], { type: fields.fileType ?? '' }), fields.fileName ?? 'upload.bin');
  if (fields.purpose !== undefined) body.append('purpose', fields.purpose);
  for (const [name, value] of Object.entries(fields.extra ?? {})) body.append(name, value);
  return body;
}

async function createCustomer(): Promise<string> {
  return (await env.api.post('/v3/customers', { type: 'individual' })).body.data.id;
}

const upload = (customerId: string, body: FormData, apiKey?: string) =>
  env.api.call('POST', `/v3/customers/${customerId}/documents`, { rawBody: body, apiKey });

describe('given a document upload', () => {
  it('should store the file and answer with the document', async () => {
    const customerId = await createCustomer();
    const content = bytes(PDF, 500);
    const response = await upload(customerId, form({ file: content, fileName: 'utility-bill.pdf', purpose: 'utility_bill' }));
    expect(response.status).toBe(201);
    expect(documentSchema.parse(response.body.data)).toEqual({
      id: expect.stringMatching(/^doc_[A-Za-z0-9]+$/),
      customerId,
      fileName: 'utility-bill.pdf',
      contentType: 'application/pdf',
      size: 500,
      documentType: 'utility_bill',
      status: 'ready',
      createdAt: env.platform.core.nowIso(),
      updatedAt: env.platform.core.nowIso(),
    });
  });

  it('should keep the metadata of a document, never its bytes, before and after it is deleted', async () => {
    const customerId = await createCustomer();
    const response = await upload(
      customerId,
      form({ file: bytes(PDF, MAX_DOCUMENT_BYTES), fileName: 'statement.pdf', purpose: 'bank_statement' }),
    );
    const stored = () => documentsOf(env.platform.core.partition('acme', 'sandbox')).get(response.body.data.id);
    const holdsBytes = () =>
      Object.values(stored() ?? {}).some((value) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Blob);
    expect(stored()).toMatchObject({ size: MAX_DOCUMENT_BYTES, contentType: 'application/pdf', fileName: 'statement.pdf' });
    expect(holdsBytes()).toBe(false);
    expect(JSON.stringify(stored()).length).toBeLessThan(1_024);
    expect((await env.api.del(`/v3/customers/${customerId}/documents/${response.body.data.id}`)).status).toBe(204);
    expect(holdsBytes()).toBe(false);
  });

  it('should take a file name of 255 characters and refuse a longer one at /file, so a document stays small', async () => {
    const customerId = await createCustomer();
    const longest = `${'n'.repeat(251)}.pdf`;
    expect((await upload(customerId, form({ file: bytes(PDF), fileName: longest, purpose: 'passport' }))).body.data.fileName).toBe(longest);
    const response = await upload(customerId, form({ file: bytes(PDF), fileName: `n${longest}`, purpose: 'passport' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/file', code: 'file_name_too_long' })]);
  });

  it.each([
    ['a JPEG named .pdf', JPEG, 'scan.pdf', 'image/jpeg'],
    ['a PNG declared as text', PNG, 'scan.txt', 'image/png'],
    ['a PDF named .jpg', PDF, 'photo.jpg', 'application/pdf'],
  ])('should read the type of %s from its content', async (_case, head, fileName, contentType) => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ file: bytes(head), fileName, fileType: 'text/plain', purpose: 'passport' }));
    expect(response.status).toBe(201);
    expect(response.body.data.contentType).toBe(contentType);
  });

  it.each([
    ['plain text named .pdf', [...new TextEncoder().encode('hello, this is not a pdf')]],
    ['a GIF', [...new TextEncoder().encode('GIF89a')]],
    ['a truncated PNG signature', PNG.slice(0, 4)],
  ])('should refuse %s with 422 validation_error at /file', async (_case, head) => {
    const customerId = await createCustomer();
    const response = await upload(
      customerId,
      form({ file: new Uint8Array(head), fileName: 'document.pdf', fileType: 'application/pdf', purpose: 'passport' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/file', code: 'unsupported_media_type' })]);
  });

  it('should refuse an empty file at /file', async () => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ file: new Uint8Array(0), purpose: 'passport' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/file', code: 'empty_file' })]);
  });

  it('should name a missing file and a missing purpose together', async () => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ extra: { note: 'hi' } }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/file', '/note', '/purpose']);
  });

  it.each(['', 'Proof of address', 'x'.repeat(65), 'x'.repeat(5_000)])('should refuse the purpose %j at /purpose', async (purpose) => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ file: bytes(PDF), purpose }));
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/purpose']);
  });

  it('should accept a file of exactly the size limit and refuse one byte more with 413', async () => {
    const customerId = await createCustomer();
    expect((await upload(customerId, form({ file: bytes(PDF, MAX_DOCUMENT_BYTES), purpose: 'passport' }))).status).toBe(201);
    const response = await upload(customerId, form({ file: bytes(PDF, MAX_DOCUMENT_BYTES + 1), purpose: 'passport' }));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'request_body_too_large', status: 413 });
  });

  it('should refuse a body far beyond the limit with 413 before reading it', async () => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ file: bytes(PDF, MAX_DOCUMENT_BYTES + 128 * 1024), purpose: 'passport' }));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('request_body_too_large');
  });

  it('should refuse a body that is not well-formed multipart with 400 at the body', async () => {
    const customerId = await createCustomer();
    const response = await env.api.call('POST', `/v3/customers/${customerId}/documents`, {
      rawBody: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', errors: [{ pointer: '', code: 'invalid_body' }] });
  });

  it('should refuse a JSON body with validation_error', async () => {
    const customerId = await createCustomer();
    const response = await env.api.post(`/v3/customers/${customerId}/documents`, { file: 'JVBERi0=', purpose: 'passport' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it("should answer 404 customer_not_found for another developer's customer", async () => {
    const customerId = await createCustomer();
    const response = await upload(customerId, form({ file: bytes(PDF), purpose: 'passport' }), 'sk_sandbox_globex');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('customer_not_found');
  });
});

describe('given the documents of a customer', () => {
  it('should list them in upload order and leave deleted ones out', async () => {
    const customerId = await createCustomer();
    const ids: string[] = [];
    for (const purpose of ['passport', 'utility_bill', 'bank_statement']) {
      ids.push((await upload(customerId, form({ file: bytes(PDF), purpose }))).body.data.id);
    }
    await upload(await createCustomer(), form({ file: bytes(PNG), purpose: 'passport' }));
    const page = await env.api.get(`/v3/customers/${customerId}/documents?limit=2`);
    expect(page.body.data.map((document: unknown) => documentSchema.parse(document).id)).toEqual(ids.slice(0, 2));
    expect(page.body.hasMore).toBe(true);
    const rest = await env.api.get(`/v3/customers/${customerId}/documents?cursor=${page.body.nextCursor}`);
    expect(rest.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(rest.body.data.map((document: any) => document.id)).toEqual(ids.slice(2));

    const deleted = await env.api.del(`/v3/customers/${customerId}/documents/${ids[1]}`);
    expect(deleted.status).toBe(204);
    const after = await env.api.get(`/v3/customers/${customerId}/documents`);
    expect(after.body.data.map((document: any) => document.id)).toEqual([ids[0], ids[2]]);
  });

  it("should answer 404 not_found when deleting an unknown, another customer's or a deleted document", async () => {
    const customerId = await createCustomer();
    const otherId = await createCustomer();
    const foreign = (await upload(otherId, form({ file: bytes(PDF), purpose: 'passport' }))).body.data.id;
    const mine = (await upload(customerId, form({ file: bytes(PDF), purpose: 'passport' }))).body.data.id;
    await env.api.del(`/v3/customers/${customerId}/documents/${mine}`);
    for (const id of ['doc_unknown000', foreign, mine]) {
      const response = await env.api.del(`/v3/customers/${customerId}/documents/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });
});

describe('given an upload retried with its idempotency key', () => {
  it('should replay the first document, not store a second one', async () => {
    const customerId = await createCustomer();
    const send = () =>
      env.api.call('POST', `/v3/customers/${customerId}/documents`, {
        rawBody: form({ file: bytes(PNG, 200), fileName: 'id.png', purpose: 'identity_document' }),
        idempotencyKey: `upload-${customerId}`,
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    const listed = await env.api.get(`/v3/customers/${customerId}/documents`);
    expect(listed.body.data).toHaveLength(1);
  });

  it('should refuse the key for another file with 409 idempotency_conflict', async () => {
    const customerId = await createCustomer();
    const key = `upload-other-${customerId}`;
    await env.api.call('POST', `/v3/customers/${customerId}/documents`, {
      rawBody: form({ file: bytes(PNG, 200), fileName: 'a.png', purpose: 'identity_document' }),
      idempotencyKey: key,
    });
    const other = await env.api.call('POST', `/v3/customers/${customerId}/documents`, {
      rawBody: form({ file: bytes(JPEG, 300), fileName: 'a.jpg', purpose: 'identity_document' }),
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
  });

  it('should compare the whole file: one of the same name, size and first bytes that differs at its end is a conflict', async () => {
    const customerId = await createCustomer();
    const key = `upload-tail-${customerId}`;
    const send = (file: Uint8Array<ArrayBuffer>, purpose = 'bank_statement') =>
      env.api.call('POST', `/v3/customers/${customerId}/documents`, {
        rawBody: form({ file, fileName: 'statement.pdf', purpose }),
        idempotencyKey: key,
      });
    const first = bytes(PDF, 3_000);
    const changed = bytes(PDF, 3_000);
    changed[2_999] = 1;
    expect((await send(first)).status).toBe(201);
    expect((await send(bytes(PDF, 3_000))).headers.get('idempotency-replayed')).toBe('true');
    const conflicts = [await send(changed), await send(first, 'utility_bill')];
    expect(conflicts.map((response) => [response.status, response.body.code])).toEqual([
      [409, 'idempotency_conflict'],
      [409, 'idempotency_conflict'],
    ]);
  });
});
