import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isEffectfulMethod,
  kitRoutes,
  mayAnswerNoContent,
  pathParamNames,
  type ClientKitRouteName,
  type KitRouteName,
} from '../routes/index.js';
import { createPaykitClient, type PaykitClientOptions } from './createPaykitClient.js';
import type { CreateQuoteBody } from './moneyBodies.js';
import type { PaykitClient } from './PaykitClient.js';
import { PaykitError } from './PaykitError.js';
import type { FetchLike } from './transport.js';

const sampleIds: Record<string, string> = {
  capabilityId: 'ach_pooled',
  applicationId: 'apl_1',
  taskId: 'tsk_1',
  submissionId: 'sub_1',
  documentId: 'doc_1',
  accountId: 'acc_1',
  recipientId: 'rcp_1',
  destinationId: 'dst_1',
  relatedPartyId: 'rp_1',
  ruleId: 'rul_1',
  quoteId: 'quo_1',
  transferId: 'tr_1',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(reply: () => Response = () => json({ data: {} }), options: PaykitClientOptions = {}) {
  const fetch = vi.fn<FetchLike>(async () => reply());
  const client = createPaykitClient({ fetch, sleep: async () => {}, retry: { random: () => 0 }, ...options });
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
}

/** Every kit route but the legacy ones, which `src/core/legacy` sends through the client's pipeline. */
const clientRouteNames = (Object.keys(kitRoutes) as KitRouteName[]).filter(
  (name): name is ClientKitRouteName => !('legacy' in kitRoutes[name]),
);

/** Calls route `name` through its method with sample path params, a body where it takes one. */
function callRoute(client: PaykitClient, name: ClientKitRouteName): Promise<unknown> {
  const route = kitRoutes[name];
  const args: unknown[] = pathParamNames(route.path).map((param) => sampleIds[param]);
  if ('body' in route) args.push(route.body === 'multipart' ? new FormData() : {});
  const method = client[name] as (...input: unknown[]) => Promise<unknown>;
  return method(...args);
}

describe('given a client', () => {
  const routeNames = clientRouteNames;

  it('should have one method per kit route but the legacy ones', () => {
    const { client } = setup();
    expect(routeNames.filter((name) => typeof client[name] !== 'function')).toEqual([]);
    expect(Object.keys(client).filter((name) => name in kitRoutes && !routeNames.includes(name as ClientKitRouteName))).toEqual([]);
  });

  it.each(routeNames)('should send %s to its method and path with the kit headers', async (name) => {
    const { client, sent } = setup(() => new Response(null, { status: 204 }));
    await callRoute(client, name).catch(() => undefined);
    const route = kitRoutes[name];
    const { url, init, headers } = sent();
    const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => sampleIds[param] ?? '');
    expect(url).toBe(`/api/paykit${path}`);
    expect(init?.method).toBe(route.method);
    expect(headers.get('Paykit-Request')).toBe('1');
    expect(headers.has('Idempotency-Key')).toBe(isEffectfulMethod(route.method));
  });

  it.each(routeNames)('should take the path parameters, then the query or the body, then a write’s options, for %s', async (name) => {
    const { client, sent } = setup(() => new Response(null, { status: 204 }));
    const route = kitRoutes[name];
    const args: unknown[] = pathParamNames(route.path).map((param) => sampleIds[param]);
    const pages = 'query' in route && (route.query as readonly string[]).includes('limit');
    if ('query' in route) args.push(pages ? { limit: 7 } : {});
    if ('body' in route) args.push(route.body === 'multipart' ? { file: new Blob(['%PDF']), documentType: 'other' } : { marker: 'x2' });
    if (isEffectfulMethod(route.method)) args.push({ idempotencyKey: 'intent-1' });
    await (client[name] as (...input: unknown[]) => Promise<unknown>)(...args).catch(() => undefined);
    const { url, init, headers } = sent();
    expect(url).toBeDefined();
    if (pages) expect(new URL(String(url), 'https://shop.example').searchParams.get('limit')).toBe('7');
    if ('body' in route && route.body === 'json') expect(JSON.parse(String(init?.body))).toEqual({ marker: 'x2' });
    if ('body' in route && route.body === 'multipart') expect(init?.body).toBeInstanceOf(FormData);
    if (isEffectfulMethod(route.method)) expect(headers.get('Idempotency-Key')).toBe('intent-1');
  });

  it('should send an empty object when a capability is requested without a body', async () => {
    const { client, sent } = setup(() => json({ data: {} }));
    await client.requestCapability('ach_pooled').catch(() => undefined);
    expect(JSON.parse(String(sent().init?.body))).toEqual({});
  });

  it('should expose its base URL without a trailing slash', () => {
    expect(createPaykitClient().baseUrl).toBe('/api/paykit');
    expect(createPaykitClient({ baseUrl: 'https://shop.example/paykit/' }).baseUrl).toBe('https://shop.example/paykit');
  });
});

describe('given responses', () => {
  it('should unwrap a single read', async () => {
    const task = { id: 'tsk_1', status: 'action_required', revision: 3 };
    const { client } = setup(() => json({ data: task }));
    await expect(client.getTask('tsk_1')).resolves.toMatchObject(task);
  });

  it('should return a list page whole', async () => {
    const { client, sent } = setup(() =>
      json({ data: [{ id: 'ach_pooled', method: 'ach', status: 'pending' }], nextCursor: 'c2', hasMore: true }),
    );
    const page = await client.listCapabilities({ limit: 1 });
    expect(page).toMatchObject({ data: [{ id: 'ach_pooled', status: 'pending' }], nextCursor: 'c2', hasMore: true });
    expect(sent().url).toBe('/api/paykit/capabilities?limit=1');
  });

  it('should return the items of an unpaged listing', async () => {
    const { client } = setup(() => json({ data: [{ id: 'ach_pooled', method: 'ach', availability: 'available' }] }));
    await expect(client.listSupportedCapabilities()).resolves.toMatchObject([{ id: 'ach_pooled' }]);
  });

  it('should return the archived resource when one comes back, else undefined', async () => {
    const account = { id: 'acc_1', origin: 'issued', type: 'bank', status: 'archived' };
    const withBody = setup(() => json({ data: account }));
    const without = setup(() => new Response(null, { status: 204 }));
    await expect(withBody.client.archiveAccount('acc_1')).resolves.toMatchObject(account);
    await expect(without.client.archiveAccount('acc_1')).resolves.toBeUndefined();
  });

  it.each(clientRouteNames)(
    'should take a 204 with no body from %s only where the route may answer no content, as the proxy does, and an empty 200 from no route',
    async (name) => {
      const noContent = await callRoute(setup(() => new Response(null, { status: 204 })).client, name).then(
        (value) => ({ value }),
        (error: unknown) => error,
      );
      if (mayAnswerNoContent(kitRoutes[name])) expect(noContent).toEqual({ value: undefined });
      else expect(noContent).toMatchObject({ kind: 'unexpected', status: 204, outcome: 'unknown' });

      const emptyOk = await callRoute(setup(() => new Response('', { status: 200 })).client, name).catch((error: unknown) => error);
      expect(emptyOk).toMatchObject({ kind: 'unexpected', status: 200, outcome: 'unknown' });
    },
  );

  it('should hand back an undescribed sandbox body as it came', async () => {
    const { client } = setup(() => json({ data: { ok: true } }));
    await expect(client.simulateVerification({ outcome: 'completed' })).resolves.toEqual({ ok: true });
  });

  it('should name the malformed field of a response', async () => {
    const quote = { id: 'quo_1', customerId: 'cus_1', capabilityId: 'ach_pooled', state: 'active', expiresAt: 'soon' };
    const { client } = setup(() =>
      json({ data: { ...quote, in: { amount: '1', currency: 'USD' }, out: { currency: 'USDC', amount: '1' } } }),
    );
    const error: unknown = await client.getQuote('quo_1').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PaykitError);
    expect((error as PaykitError).message).toMatch(
      /^Malformed response from GET \/quotes\/\{quoteId\}: data\.expiresAt: expected an RFC 3339 date-time/i,
    );
  });

  it('should surface a problem with its fields', async () => {
    const { client } = setup(() =>
      json({ code: 'task_revision_conflict', status: 409, detail: 'The task changed.' }, 409, {
        'Content-Type': 'application/problem+json',
      }),
    );
    const error: unknown = await client
      .createSubmission('tsk_1', { taskRevision: 2, answers: [] }, { idempotencyKey: 'submit-1' })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'problem', code: 'task_revision_conflict', idempotencyKey: 'submit-1' });
  });
});

describe('given request bodies', () => {
  it('should send an empty JSON object for a capability request without institutions', async () => {
    const { client, sent } = setup(() => json({ data: { id: 'ach_pooled', method: 'ach', status: 'pending' } }));
    await client.requestCapability('ach_pooled');
    await client.requestCapability('ach_pooled', { institutions: ['ins_1'] });
    expect([sent(0).init?.body, sent(1).init?.body]).toEqual(['{}', '{"institutions":["ins_1"]}']);
  });

  it('should upload a file and purpose as multipart', async () => {
    const { client, sent } = setup(() => json({ data: { id: 'doc_1', status: 'processing' } }));
    const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    await client.uploadDocument({ file, purpose: 'proof_of_address' });
    const body = sent().init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('purpose')).toBe('proof_of_address');
    expect(sent().headers.get('Content-Type')).toBeNull();
  });

  it('should repeat institutions in the tasks preview query', async () => {
    const { client, sent } = setup(() => json({ data: [] }));
    await client.previewCapabilityTasks('sepa_pooled', { institutions: ['ins_a', 'ins_b'] });
    expect(sent().url).toBe('/api/paykit/capabilities/sepa_pooled/tasks-preview?institutions=ins_a&institutions=ins_b');
  });
});

describe('given typed bodies', () => {
  it('should send a customer merge document as written, nulls included', async () => {
    const { client, sent } = setup(() => json({ data: { id: 'cus_1', type: 'individual' } }));
    const body = {
      individual: { firstName: 'Ada', middleName: null, residentialAddress: { city: 'Paris' } },
      metadata: { plan: 'pro' },
    };
    await client.updateCustomer(body);
    expect(JSON.parse(sent().init?.body as string)).toEqual(body);
  });

  it('should send a quote fixed on one side, with no customer', async () => {
    const quote = { id: 'quo_1', customerId: 'cus_1', capabilityId: 'ach_pooled', state: 'active' };
    const { client, sent } = setup(() =>
      json({
        data: {
          ...quote,
          expiresAt: '2026-11-22T10:05:00.000Z',
          in: { amount: '10', currency: 'USD' },
          out: { amount: '10', currency: 'USDC' },
        },
      }),
    );
    const body: CreateQuoteBody = {
      capabilityId: 'ach_pooled',
      destinationId: 'acc_1',
      in: { currency: 'USD', amount: '10' },
      out: { currency: 'USDC' },
    };
    // @ts-expect-error the amount is fixed on exactly one side
    const bothSides: CreateQuoteBody = { ...body, out: { currency: 'USDC', amount: '10' } };
    await client.createQuote(body);
    expect(JSON.parse(sent().init?.body as string)).toEqual(body);
    expect(bothSides.out.amount).toBe('10');
  });
});

describe('given bad input', () => {
  it('should refuse a malformed path parameter before any fetch', async () => {
    const { client, fetch } = setup();
    await expect(client.getTask('tsk_1/../../customers/cus_2')).rejects.toThrow(TypeError);
    await expect(client.archiveDestination('rcp_1', 'acc_1')).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should refuse a query parameter the route does not allow before any fetch', async () => {
    const { client, fetch } = setup();
    await expect(client.listTasks({ customerId: 'cus_2' } as never)).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given retries and keys', () => {
  it('should reuse one key across the retries of an intent and use a new one for the next', async () => {
    const replies = [
      () => json({ code: 'internal_error', retryable: true }, 500),
      () => json({ data: { id: 'tr_1', state: 'processing', in: { currency: 'USD' }, out: { currency: 'USDC' } } }, 201),
      () => json({ data: { id: 'tr_2', state: 'processing', in: { currency: 'USD' }, out: { currency: 'USDC' } } }, 201),
    ];
    const { client, fetch, sent } = setup(() => (replies.shift() ?? (() => new Response(null, { status: 500 })))());
    await client.createTransfer({ quoteId: 'quo_1' });
    await client.createTransfer({ quoteId: 'quo_2' });
    const keys = fetch.mock.calls.map((_, index) => sent(index).headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('should take a retry policy override', async () => {
    const { client, fetch } = setup(() => json({ code: 'internal_error' }, 500), { retry: { maxAttempts: 1 } });
    await expect(client.getCustomer()).rejects.toMatchObject({ code: 'internal_error' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should report the meta of a replayed intent to the call and the client', async () => {
    const onClientResponse = vi.fn();
    const onCallResponse = vi.fn();
    const { client } = setup(
      () =>
        json({ data: { id: 'tr_1', state: 'processing', in: { currency: 'USD' }, out: { currency: 'USDC' } } }, 201, {
          'Idempotency-Replayed': 'true',
        }),
      { onResponse: onClientResponse },
    );
    await client.createTransfer({ quoteId: 'quo_1' }, { idempotencyKey: 'pay-1', onResponse: onCallResponse });
    const expected = expect.objectContaining({ idempotencyKey: 'pay-1', idempotencyReplayed: true });
    expect(onClientResponse).toHaveBeenCalledWith(expected);
    expect(onCallResponse).toHaveBeenCalledWith(expected);
  });
});

describe('given no fetch option', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should use the global fetch of the moment of the call', async () => {
    const client = createPaykitClient();
    const fetch = vi.fn(async () => json({ data: { id: 'cus_1', type: 'individual' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(client.getCustomer()).resolves.toMatchObject({ id: 'cus_1' });
    expect(fetch).toHaveBeenCalledWith('/api/paykit/customer', expect.objectContaining({ credentials: 'same-origin' }));
  });
});

describe('given a rate-limited read', () => {
  it('should hold the client’s other reads until Retry-After, and let its writes go at once', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<FetchLike>(async (url, init) => {
        if (fetch.mock.calls.length === 1) return json({ code: 'rate_limited', retryable: true }, 429, { 'Retry-After': '2' });
        if (init.method === 'POST')
          return json({ data: { id: 'tr_1', state: 'processing', in: { currency: 'USD' }, out: { currency: 'USDC' } } }, 201);
        return json({ data: { id: 'cus_1', type: 'individual' } });
      });
      const client = createPaykitClient({ fetch });
      const first = client.getCustomer().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(500);
      const second = client.getCustomer().catch((error: unknown) => error);
      const payment = client.createTransfer({ quoteId: 'quo_1' }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(0);
      // The refused read, and the payment: the other read waits out the rate limit, the payment does not.
      expect(fetch.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'POST']);
      await vi.advanceTimersByTimeAsync(1_499);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
      const outcomes = await Promise.all([first, second, payment]);
      expect(outcomes.map((outcome) => (outcome as { id: string }).id)).toEqual(['cus_1', 'cus_1', 'tr_1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
