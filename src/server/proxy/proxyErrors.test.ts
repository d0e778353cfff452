// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CANARY_KEY, UPSTREAM, createProxyHarness, json } from './test-support/recordingUpstream.js';

describe('given an upstream key problem', () => {
  it.each([401, 403])('should turn an upstream %i into a 502 carrying the correlation id', async (status) => {
    const harness = createProxyHarness({
      answer: () =>
        json(
          {
            type: `${UPSTREAM}/errors/unauthorized`,
            status,
            code: status === 401 ? 'unauthorized' : 'forbidden',
            detail: `Key ${CANARY_KEY} is not valid`,
            correlationId: 'req_upstream_9',
          },
          status,
        ),
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      code: 'upstream_auth_failed',
      detail: expect.any(String),
      correlationId: 'req_upstream_9',
      retryable: false,
    });
  });
});

describe('given an upstream problem', () => {
  it('should pass its safe fields only, with its status', async () => {
    const harness = createProxyHarness({
      answer: () =>
        json(
          {
            type: 'https://errors.payments.example/v3/validation-error',
            title: 'Validation error',
            status: 422,
            code: 'validation_error',
            detail: 'One field is invalid.',
            correlationId: 'req_abc12345',
            errors: [{ pointer: '/name', code: 'too_long', message: 'is too long' }],
            internalTrace: 'db=primary.internal',
            apiKeyUsed: CANARY_KEY,
          },
          422,
        ),
    });
    const response = await harness.send('POST', '/recipients', { json: { name: 'x' } });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'https://errors.payments.example/v3/validation-error',
      title: 'Validation error',
      status: 422,
      code: 'validation_error',
      detail: 'One field is invalid.',
      correlationId: 'req_abc12345',
      errors: [{ pointer: '/name', code: 'too_long', message: 'is too long' }],
    });
  });

  it('should rewrite a type on the upstream host and scrub the host from texts', async () => {
    const harness = createProxyHarness({
      answer: () => json({ type: `${UPSTREAM}/problems/not-found`, code: 'not_found', detail: `See ${UPSTREAM}/docs` }, 404),
    });
    const body = (await (await harness.send('GET', '/customer')).json()) as Record<string, unknown>;
    expect(body.type).toBe('about:blank');
    expect(body.detail).toBe('See the payments API');
  });

  it('should pass an upstream 429 with its Retry-After', async () => {
    const harness = createProxyHarness({ answer: () => json({ code: 'rate_limited', retryable: true }, 429, { 'Retry-After': '7' }) });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
  });
});

describe('given an upstream that fails or misbehaves', () => {
  it('should answer 502 when the network fails, naming neither host nor key', async () => {
    const harness = createProxyHarness({
      fetch: async () => {
        throw new TypeError(`fetch failed: connect ECONNREFUSED api.payments.example:443 (key ${CANARY_KEY})`);
      },
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'upstream_unavailable', retryable: true });
  });

  it('should answer 504 when upstream does not answer in time, and abort the call', async () => {
    let aborted = false;
    const harness = createProxyHarness({
      timeoutMs: 30,
      fetch: (_, init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'upstream_timeout' });
    expect(aborted).toBe(true);
  });

  it.each<[string, () => Response]>([
    [
      'a redirect (never followed, so the key never travels)',
      () => new Response(null, { status: 302, headers: { Location: 'https://evil.example/steal' } }),
    ],
    ['HTML instead of JSON', () => new Response('<html>ok</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a success echoing the key', () => json({ data: { note: `key=${CANARY_KEY}` } })],
    ['a 404 from a gateway in HTML', () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })],
  ])('should answer 502 for %s', async (_, answer) => {
    const harness = createProxyHarness({ answer });
    const response = await harness.send('GET', '/customer');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'upstream_invalid_response' });
  });

  it('should answer 502 for an upstream 5xx that is not a problem, and pass one that is', async () => {
    const plain = createProxyHarness({ answer: () => new Response('Service Unavailable', { status: 503 }) });
    expect(await (await plain.send('GET', '/customer')).json()).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    const problem = createProxyHarness({
      answer: () => json({ code: 'internal_error', retryable: true, correlationId: 'req_upstream_5' }, 500),
    });
    const response = await problem.send('GET', '/customer');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal_error', retryable: true, correlationId: 'req_upstream_5' });
  });
});

describe('given a success with no body', () => {
  const noBody =
    (status: number, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    () =>
      new Response(null, { status, headers });
  const recipient = { type: 'individual', relationship: 'vendor', firstName: 'Ada', lastName: 'L' };

  it.each<[string, string, string, unknown, number]>([
    ['a create answered 201', 'POST', '/recipients', recipient, 201],
    ['a create answered 200', 'POST', '/recipients', recipient, 200],
    ['a create answered 204', 'POST', '/recipients', recipient, 204],
    ['a sandbox task create answered 201', 'POST', '/sandbox/tasks', { scope: { type: 'customer' }, items: [] }, 201],
    ['a read answered 200', 'GET', '/customer', undefined, 200],
    ['a read answered 204', 'GET', '/customer', undefined, 204],
    ['an update answered 204', 'PATCH', '/customer', { individual: { firstName: 'Ada' } }, 204],
    ['a capability cancel answered 204', 'POST', '/capabilities/card/cancel', undefined, 204],
    ['an archive answered 200', 'DELETE', '/recipients/rcp_1', undefined, 200],
    ['a sandbox call the API says answers { data } answered 204', 'POST', '/sandbox/capabilities/card/status', { status: 'ready' }, 204],
    ['a sandbox simulation answered 200', 'POST', '/sandbox/verification', { outcome: 'approved' }, 200],
  ])('should answer 502 upstream_invalid_response for %s: the browser cannot know what was done', async (_, method, path, json, status) => {
    const harness = createProxyHarness({ answer: noBody(status) });
    const response = await harness.send(method, path, { json });
    expect(harness.calls).toHaveLength(1);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'upstream_invalid_response', retryable: false });
  });

  it.each<[string, string, string, unknown]>([
    ['a document delete', 'DELETE', '/documents/doc_1', undefined],
    ['a rule delete', 'DELETE', '/rules/rul_1', undefined],
    ['an account archive', 'DELETE', '/accounts/acc_1', undefined],
    ['a recipient archive', 'DELETE', '/recipients/rcp_1', undefined],
    ['a sandbox simulation whose answer the API leaves unstated', 'POST', '/sandbox/verification', { outcome: 'approved' }],
  ])('should pass a 204 for %s, which may answer no content', async (_, method, path, json) => {
    const harness = createProxyHarness({ answer: noBody(204, {}) });
    const response = await harness.send(method, path, { json });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });
});

describe('given a success whose body is not the JSON it claims', () => {
  const jsonAnswer =
    (body: BodyInit, status = 201) =>
    () =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

  it.each<[string, BodyInit]>([
    ['truncated JSON', '{"data":{"id":"rcp_1","firstName":"Ada"'],
    ['a JSON array', '[{"id":"rcp_1"}]'],
    ['a JSON string', '"created"'],
    ['JSON null', 'null'],
    ['an object without data', '{"id":"rcp_1"}'],
    ['a data that is not a record', '{"data":"rcp_1"}'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0x64, 0x61, 0x74, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])],
  ])('should answer 502 upstream_invalid_response for a create answered with %s', async (_, body) => {
    const harness = createProxyHarness({ answer: jsonAnswer(body) });
    const response = await harness.send('POST', '/recipients', {
      json: { type: 'individual', relationship: 'vendor', firstName: 'Ada', lastName: 'L' },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'upstream_invalid_response', retryable: false });
  });

  it('should pass a well-formed single read or list as it is', async () => {
    const body = '{"data":[{"id":"rcp_1"}],"nextCursor":null,"hasMore":false}';
    const harness = createProxyHarness({ answer: jsonAnswer(body, 200) });
    const response = await harness.send('GET', '/recipients');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it('should take any JSON object from a sandbox simulation, whose answer the API leaves unstated, and refuse truncated JSON', async () => {
    const passing = createProxyHarness({ answer: jsonAnswer('{"status":"accepted"}', 200) });
    expect((await passing.send('POST', '/sandbox/verification', { json: { outcome: 'approved' } })).status).toBe(200);
    const truncated = createProxyHarness({ answer: jsonAnswer('{"status":"acc', 200) });
    expect((await truncated.send('POST', '/sandbox/verification', { json: { outcome: 'approved' } })).status).toBe(502);
  });
});

describe('given the transfer list', () => {
  it("should filter upstream by the session's customer and refuse a list holding another's transfer", async () => {
    const harness = createProxyHarness({
      answer: () =>
        json({
          data: [
            { id: 'tr_1', customerId: 'cus_alice' },
            { id: 'tr_2', customerId: 'cus_bob' },
          ],
          hasMore: false,
          nextCursor: null,
        }),
    });
    const response = await harness.send('GET', '/transfers?state=completed');
    expect(harness.calls[0]?.url).toBe(`${UPSTREAM}/v3/transfers?state=completed&customerId=cus_alice`);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('tr_2');
  });
});
