import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from './createPaykitClient.js';
import { progressFetch, type UploadProgress } from './progressFetch.js';

type Listener = ((event: ProgressEvent) => void) | null;

/** A stand-in for the browser's XMLHttpRequest: the test plays the network's part. */
class ScriptedRequest {
  static sent: ScriptedRequest[] = [];
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  isAborted = false;
  status = 0;
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;
  ontimeout: Listener = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    ScriptedRequest.sent.push(this);
  }
  abort() {
    this.isAborted = true;
    this.onabort?.({} as ProgressEvent);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string, headers = '') {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.({} as ProgressEvent);
  }
}

const lastRequest = () => {
  const request = ScriptedRequest.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

afterEach(() => {
  ScriptedRequest.sent = [];
  vi.unstubAllGlobals();
});

describe('given a body sent through progressFetch', () => {
  it('should report each share sent, then answer with the status, headers and body the server gave', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const reports: UploadProgress[] = [];
    const form = new FormData();
    const answered = progressFetch((progress) => reports.push(progress))('/api/paykit/documents', {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': 'pk_1', 'Paykit-Request': '1' },
    });
    const request = lastRequest();
    request.progress(10, 100);
    request.progress(7, 0, false);
    request.progress(100, 100);
    request.answer(201, '{"id":"doc_1"}', 'content-type: application/json\r\nx-request-id: req_9\r\n');
    const response = await answered;

    expect(request).toMatchObject({ method: 'POST', url: '/api/paykit/documents', body: form });
    expect(request.headers).toEqual({ 'idempotency-key': 'pk_1', 'paykit-request': '1' });
    expect(reports).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 7, total: 0 },
      { loaded: 100, total: 100 },
    ]);
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Request-Id')).toBe('req_9');
    await expect(response.json()).resolves.toEqual({ id: 'doc_1' });
  });

  it('should answer a 204 with no body, as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const answered = progressFetch(() => undefined)('/x', { method: 'DELETE' });
    lastRequest().answer(204, '');
    await expect((await answered).text()).resolves.toBe('');
  });

  it('should fail as a network failure when the request does not complete', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const answered = progressFetch(() => undefined)('/x', { method: 'POST' });
    lastRequest().onerror?.({} as ProgressEvent);
    await expect(answered).rejects.toThrow(TypeError);
  });

  it('should abort the request when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const controller = new AbortController();
    const answered = progressFetch(() => undefined)('/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(answered).rejects.toThrow(TypeError);
    expect(lastRequest().isAborted).toBe(true);
  });
});

describe('given a document upload that asks for its progress', () => {
  const file = () => ({ file: new Blob(['%PDF-1.7']), purpose: 'utility_bill' });
  const documentBody = '{"data":{"id":"doc_1","fileName":"document","contentType":"application/pdf","status":"ready"}}';

  it('should send it with the browser request that reports progress when the client has no fetch of its own', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const reports: UploadProgress[] = [];
    const uploaded = createPaykitClient().uploadDocument(file(), { onUploadProgress: (progress) => reports.push(progress) });
    await vi.waitFor(() => expect(ScriptedRequest.sent).toHaveLength(1));
    lastRequest().progress(50, 100);
    lastRequest().answer(201, documentBody, 'content-type: application/json\r\n');

    await expect(uploaded).resolves.toMatchObject({ id: 'doc_1' });
    expect(reports).toEqual([{ loaded: 50, total: 100 }]);
    expect(lastRequest().headers['idempotency-key']).toMatch(/^pk_/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should keep to the client’s own fetch, which cannot report progress, when it has one', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const fetch = vi.fn(async () => new Response(documentBody, { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const onUploadProgress = vi.fn();
    await createPaykitClient({ fetch }).uploadDocument(file(), { onUploadProgress });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(ScriptedRequest.sent).toHaveLength(0);
    expect(onUploadProgress).not.toHaveBeenCalled();
  });
});
