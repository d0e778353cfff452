/**
 * paykit/testing/msw through MSW's own request handling, on every MSW major the `msw` peer accepts:
 * the `conformance` project runs this file with msw 2, the `msw3` project with `msw` resolved to
 * the `msw-3` dev dependency (msw 3). MSW's `getResponse` runs the handlers exactly as
 * `setupServer` and `setupWorker` do once they have caught a request; msw 3's `setupServer` itself
 * needs Node 22 (`Promise.withResolvers`), which this machine and CI do not have.
 */
import { getResponse, HttpHandler } from 'msw';
import mswManifest from 'msw/package.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { createPaykitClient, isPaykitError } from '../../core/client/index.js';
import { createFakeKitBackend } from '../kit/index.js';
import { createShiftedClock } from '../platform/clock.js';
import { createFakePlatform } from '../platform/createFakePlatform.js';
import { runScenario } from '../scenarios/index.js';
import { createFakeKitHandlers, createFakePlatformHandlers } from './index.js';

const PAGE_ORIGIN = 'http://localhost:5173';

/** The MSW major this project runs: 3 in the `msw3` project, 2 otherwise. */
const expectedMajor = process.env.PAYKIT_MSW_MAJOR ?? '2';

/** A `fetch` answered only by `handlers`, as MSW answers a caught request; unmatched requests fail. */
function fetchThrough(handlers: Parameters<typeof getResponse>[0]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(typeof input === 'string' ? new URL(input, PAGE_ORIGIN) : input, init);
    const response = await getResponse(handlers, request, { baseUrl: PAGE_ORIGIN });
    if (response === undefined) throw new TypeError(`no handler for ${request.method} ${request.url}`);
    return response;
  };
}

describe(`given msw ${expectedMajor}`, () => {
  it(`should build the handlers with msw ${expectedMajor}.x itself`, () => {
    expect(mswManifest.version.split('.')[0]).toBe(expectedMajor);
    const platform = createFakePlatform({ seed: 1 });
    const handlers = [
      ...createFakeKitHandlers(createFakeKitBackend({ platform, customerId: null })),
      ...createFakePlatformHandlers(platform, { baseUrl: '/api' }),
    ];
    for (const handler of handlers) expect(handler).toBeInstanceOf(HttpHandler);
  });

  it("should serve the kit's client from the fake kit backend at the default mount path", async () => {
    // Real time, but the scenario's waits (account provisioning) pass at once.
    const platform = createFakePlatform({ seed: 1, clock: createShiftedClock() });
    const { customerId } = await runScenario(platform, 'readyForPayments');
    const backend = createFakeKitBackend({ platform, customerId, origin: PAGE_ORIGIN });
    const client = createPaykitClient({ fetch: fetchThrough(createFakeKitHandlers(backend)) });

    expect((await client.getCustomer()).id).toBe(customerId);
    const created = await client.createRecipient({ type: 'business', relationship: 'vendor', companyName: 'Acme Supplies' });
    const listed = await client.listRecipients();
    expect(listed.data.map((recipient) => recipient.companyName)).toContain('Acme Supplies');
    expect(listed.data.map((recipient) => recipient.id)).toContain(created.id);
  });

  it('should answer nothing outside the mount path, so MSW reports the request as unhandled', async () => {
    const platform = createFakePlatform({ seed: 1 });
    const backend = createFakeKitBackend({ platform, customerId: null, origin: PAGE_ORIGIN, mountPath: '/paykit-api' });
    const handlers = createFakeKitHandlers(backend, '/paykit-api');

    expect(await getResponse(handlers, new Request(`${PAGE_ORIGIN}/api/paykit/customer`), { baseUrl: PAGE_ORIGIN })).toBeUndefined();
    const signedOut = await createPaykitClient({ baseUrl: '/paykit-api', fetch: fetchThrough(handlers) })
      .getCustomer()
      .catch((error: unknown) => error);
    expect(isPaykitError(signedOut) && signedOut.status).toBe(401);
  });

  it('should serve the fake platform under a base URL with a path prefix', async () => {
    const platform = createFakePlatform({ seed: 1 });
    const fetchApi = fetchThrough(createFakePlatformHandlers(platform, { baseUrl: 'https://api.payments.example/payments' }));
    const headers = { 'X-API-Key': 'sk_sandbox_acme', 'Content-Type': 'application/json' };

    const created = await fetchApi('https://api.payments.example/payments/v3/customers', {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': 'msw-customer-1' },
      body: JSON.stringify({ type: 'individual' }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const read = await fetchApi(`https://api.payments.example/payments/v3/customers/${id}`, { headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { id: string } }).data.id).toBe(id);
  });
});
