/**
 * The Next.js App Router recipe: `app/api/paykit/[...path]/route.ts` exports the handlers of
 * `toNextRouteHandlers(proxy)`, and Next calls each with a Web `Request` and `{ params }`. These
 * tests call them the same way, through the proxy to the fake platform.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventRelay } from '../events/EventRelay.js';
import { createPaykitProxy } from '../proxy/createPaykitProxy.js';
import { CANARY_KEY, SECRET, sessionCookie, sessionFromCookie } from '../proxy/test-support/recordingUpstream.js';
import { createTwoCustomerWorld, PDF_BYTES, type CustomerIds } from '../proxy/test-support/twoCustomers.js';
import { toNextRouteHandlers, type PaykitRouteHandlers } from './toNextRouteHandlers.js';

/** A route handler as Next.js 15 and 16 declare it for `app/api/paykit/[...path]/route.ts`. */
type NextRouteHandler = (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

const ORIGIN = 'https://shop.example';
const relay = createEventRelay({ heartbeatMs: 60_000 });
const upstreamCalls: string[] = [];
let alice: CustomerIds;
let route: PaykitRouteHandlers;

beforeAll(async () => {
  const world = await createTwoCustomerWorld();
  alice = world.alice;
  route = toNextRouteHandlers(
    createPaykitProxy({
      apiKey: CANARY_KEY,
      baseUrl: 'https://api.payments.example',
      environment: 'sandbox',
      idempotencySecret: SECRET,
      allowedOrigins: [ORIGIN],
      getCustomerId: sessionFromCookie,
      events: relay,
      fetch: async (input, init) => {
        upstreamCalls.push(`${init.method} ${new URL(input).pathname}`);
        return world.answer(new Request(input, init));
      },
    }),
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime;
});

/** Calls `handler` as Next does: the request, and the catch-all segments as a promised `params`. */
function callAsNext(handler: NextRouteHandler, path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(`/api/paykit/${path}`, ORIGIN);
  const segments = url.pathname.slice('/api/paykit/'.length).split('/');
  const headers = { Cookie: sessionCookie(alice.customerId), ...(init.headers as Record<string, string>) };
  return handler(new Request(url, { ...init, headers }), { params: Promise.resolve({ path: segments }) });
}

describe('given the route handlers of app/api/paykit/[...path]/route.ts', () => {
  it("should serve the session customer's reads through GET", async () => {
    const response = await callAsNext(route.GET, 'capabilities');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string }[] };
    expect(body.data.map((capability) => capability.id)).toContain(alice.capabilityId);
  });

  it('should take a streamed document upload through POST', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'statement.pdf');
    form.append('purpose', 'proof_of_address');
    const response = await callAsNext(route.POST, 'documents', {
      method: 'POST',
      headers: { 'Paykit-Request': '1', Origin: ORIGIN, 'Idempotency-Key': 'pk_next_upload' },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({ customerId: alice.customerId });
  });

  it('should stream events until the request is aborted, as Next aborts it when the browser leaves', async () => {
    const leave = new AbortController();
    const response = await callAsNext(route.GET, 'events', { signal: leave.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(relay.streamCount(alice.customerId)).toBe(1);
    relay.publish(alice.customerId, {
      type: 'transfer.state_changed',
      resource: { type: 'transfer', id: alice.transferId },
      occurredAt: '2026-05-01T12:00:00.000Z',
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('event: hint')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(alice.transferId);
    leave.abort();
    await vi.waitFor(() => expect(relay.streamCount(alice.customerId)).toBe(0));
  });

  it('should refuse the catch-all query the Edge runtime appends (?path=…) like any unknown parameter, before any upstream call', async () => {
    upstreamCalls.length = 0;
    const read = await callAsNext(route.GET, 'capabilities?path=capabilities');
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ code: 'unknown_parameter', errors: [{ pointer: '/query/path' }] });
    const events = await callAsNext(route.GET, 'events?path=events');
    expect(events.status).toBe(404);
    expect(upstreamCalls).toEqual([]);
  });

  it('should refuse to be made on the Edge runtime, saying which runtime to export', () => {
    (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime = 'edge-runtime';
    expect(() => toNextRouteHandlers(async () => new Response())).toThrow(/export const runtime = 'nodejs'/);
    delete (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime;
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    expect(() => toNextRouteHandlers(async () => new Response())).toThrow(TypeError);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    expect(() => toNextRouteHandlers(async () => new Response())).not.toThrow();
  });
});
