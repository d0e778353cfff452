import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePlatformHandlers } from '../msw/createFakePlatformHandlers.js';
import { startFakePlatformServer, type FakePlatformServer } from '../node/index.js';
import { createManualClock } from '../platform/clock.js';
import { createFakePlatform, type FakePlatform } from '../platform/createFakePlatform.js';

/** What a transport answered, in a form that compares across transports. */
interface Answer {
  status: number;
  headers: Record<string, string | null>;
  body: unknown;
}

interface Step {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

type Send = (step: Step) => Promise<Answer>;

const KEY = 'sk_sandbox_acme';
const COMPARED_HEADERS = ['content-type', 'x-request-id', 'idempotency-replayed', 'allow'];

/** Webhook deliveries stay in the process: the endpoints here point at hosts that do not exist. */
const deliveredTo: string[] = [];
const recordDelivery: typeof fetch = async (input) => {
  deliveredTo.push(String(input));
  return new Response(null, { status: 204 });
};

function newPlatform(): FakePlatform {
  return createFakePlatform({ seed: 5, clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0, fetch: recordDelivery });
}

function requestInit(step: Step): RequestInit {
  return {
    method: step.method,
    headers: { ...(step.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...step.headers },
    body: step.body === undefined ? undefined : JSON.stringify(step.body),
  };
}

// Signing secrets are random by design (never from the seed), so only their shape is compared.
const SIGNING_SECRET = /"whsec_[A-Za-z0-9+/]{43}="/g;

async function read(response: Response): Promise<Answer> {
  const text = (await response.text()).replace(SIGNING_SECRET, '"whsec_<random>"');
  return {
    status: response.status,
    headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)])),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

const viaFetch =
  (origin: () => string): Send =>
  async (step) =>
    read(await fetch(`${origin()}${step.path}`, requestInit(step)));

/** One request of each kind the pipeline treats differently, with the webhooks operations. */
function script(): Step[] {
  const auth = { 'X-API-Key': KEY };
  const effect = (key: string) => ({ ...auth, 'Idempotency-Key': key });
  return [
    { method: 'GET', path: '/v3/webhooks' },
    { method: 'GET', path: '/v3/webhooks', headers: { 'X-API-Key': 'sk_live_nope', 'X-Request-Id': 'req-given-1' } },
    { method: 'GET', path: '/v3/nowhere', headers: auth },
    { method: 'PUT', path: '/v3/webhooks', headers: effect('put-1'), body: {} },
    { method: 'POST', path: '/v3/webhooks', headers: auth, body: { url: 'https://hooks.example.com/a' } },
    {
      method: 'POST',
      path: '/v3/webhooks',
      headers: effect('create-1'),
      body: { url: 'https://hooks.example.com/a', events: ['customer.created'] },
    },
    {
      method: 'POST',
      path: '/v3/webhooks',
      headers: effect('create-1'),
      body: { url: 'https://hooks.example.com/a', events: ['customer.created'] },
    },
    { method: 'POST', path: '/v3/webhooks', headers: effect('create-1'), body: { url: 'https://hooks.example.com/b' } },
    { method: 'POST', path: '/v3/webhooks', headers: effect('create-2'), body: { url: 'http://hooks.example.com', events: ['nope'] } },
    { method: 'POST', path: '/v3/webhooks', headers: effect('create-3'), body: { url: 'https://hooks.example.com/c' } },
    { method: 'GET', path: '/v3/webhooks?limit=1', headers: auth },
    { method: 'GET', path: '/v3/webhooks?limit=0', headers: auth },
    { method: 'GET', path: '/v3/webhooks?bogus=1', headers: auth },
    { method: 'GET', path: '/v3/webhooks', headers: { 'X-API-Key': 'sk_production_acme' } },
  ];
}

async function run(send: Send): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const step of script()) answers.push(await send(step));
  // Steps that need ids from earlier answers.
  const created = (answers[5]?.body as { data: { id: string } }).data.id;
  const auth = { 'X-API-Key': KEY };
  answers.push(
    await send({
      method: 'PATCH',
      path: `/v3/webhooks/${created}`,
      headers: { ...auth, 'Idempotency-Key': 'patch-1' },
      body: { status: 'disabled' },
    }),
  );
  answers.push(await send({ method: 'GET', path: `/v3/webhooks/${created}`, headers: auth }));
  answers.push(await send({ method: 'DELETE', path: `/v3/webhooks/${created}`, headers: { ...auth, 'Idempotency-Key': 'delete-1' } }));
  answers.push(await send({ method: 'GET', path: `/v3/webhooks/${created}`, headers: auth }));
  return answers;
}

const webPlatform = newPlatform();
const webHandler: Send = async (step) => read(await webPlatform.handle(new Request(`http://fake.test${step.path}`, requestInit(step))));

const mswPlatform = newPlatform();
const mswPrefixedPlatform = newPlatform();
const msw = setupServer(
  ...createFakePlatformHandlers(mswPlatform, { baseUrl: 'https://api.payments.example' }),
  ...createFakePlatformHandlers(mswPrefixedPlatform, { baseUrl: 'https://gateway.example/payments/' }),
);

let server: FakePlatformServer | undefined;
const logLines: string[] = [];

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  server = await startFakePlatformServer({
    port: 0,
    seed: 5,
    clock: createManualClock('2026-05-01T12:00:00.000Z'),
    effectLatencyMs: 0,
    fetch: recordDelivery,
    log: (line) => logLines.push(line),
  });
});
afterAll(async () => {
  msw.close();
  await server?.close();
});

describe('given the same requests over the three transports', () => {
  it('should answer identically through the Web handler, MSW and the HTTP server', async () => {
    const web = await run(webHandler);
    const viaMsw = await run(viaFetch(() => 'https://api.payments.example'));
    const viaMswPrefixed = await run(viaFetch(() => 'https://gateway.example/payments'));
    const viaHttp = await run(viaFetch(() => server?.url ?? ''));
    expect(viaMsw).toEqual(web);
    expect(viaMswPrefixed).toEqual(web);
    expect(viaHttp).toEqual(web);
  });

  it('should answer each step as the API describes', async () => {
    const fresh = newPlatform();
    const sequential = await run(async (step) => read(await fresh.handle(new Request(`http://fake.test${step.path}`, requestInit(step)))));
    const codes = sequential.map((answer) => [answer.status, (answer.body as { code?: string } | undefined)?.code ?? null]);
    expect(codes).toEqual([
      [401, 'unauthorized'],
      [401, 'unauthorized'],
      [404, 'not_found'],
      [405, 'method_not_allowed'],
      [400, 'validation_error'],
      [201, null],
      [201, null],
      [409, 'idempotency_conflict'],
      [400, 'validation_error'],
      [201, null],
      [200, null],
      [400, 'validation_error'],
      [400, 'unknown_parameter'],
      [200, null],
      [200, null],
      [200, null],
      [204, null],
      [404, 'not_found'],
    ]);
    expect(sequential[1]?.headers['x-request-id']).toBe('req-given-1');
    expect(sequential[6]?.headers['idempotency-replayed']).toBe('true');
    expect(sequential[6]?.body).toEqual(sequential[5]?.body);
    expect(sequential[3]?.headers.allow).toBe('POST, GET');
    expect(sequential[10]?.body).toMatchObject({ hasMore: true, data: [{}] });
    expect(sequential[13]?.body).toEqual({ data: [], nextCursor: null, hasMore: false });
  });
});

/** Creates a customer who requests ach_pooled; returns the hosted identity verification URL. */
async function verificationUrl(send: Send): Promise<string> {
  const effect = () => ({ 'X-API-Key': KEY, 'Idempotency-Key': crypto.randomUUID() });
  const customer = await send({ method: 'POST', path: '/v3/customers', headers: effect(), body: { type: 'individual' } });
  const customerId = (customer.body as { data: { id: string } }).data.id;
  await send({ method: 'POST', path: `/v3/customers/${customerId}/capabilities/ach_pooled`, headers: effect(), body: {} });
  const tasks = await send({ method: 'GET', path: `/v3/customers/${customerId}/tasks?limit=100`, headers: { 'X-API-Key': KEY } });
  const identity = (tasks.body as { data: { id: string; category: string }[] }).data.find(
    (task) => task.category === 'identity_verification',
  );
  const detail = await send({
    method: 'GET',
    path: `/v3/customers/${customerId}/tasks/${identity?.id ?? ''}`,
    headers: { 'X-API-Key': KEY },
  });
  const [session] = (detail.body as { data: { verificationSessions: { url: string }[] } }).data.verificationSessions;
  return session?.url ?? '';
}

describe('given hosted pages', () => {
  it.each([
    ['the Web handler', 'http://fake.test', (step: Step) => webHandler(step), (url: string) => webPlatform.handle(new Request(url))],
    ['MSW', 'https://api.payments.example', viaFetch(() => 'https://api.payments.example'), (url: string) => fetch(url)],
    ['MSW with a path prefix', 'https://gateway.example', viaFetch(() => 'https://gateway.example/payments'), (url: string) => fetch(url)],
    ['the HTTP server', 'server', viaFetch(() => server?.url ?? ''), (url: string) => fetch(url)],
  ])('should link and serve them through %s', async (_, origin, send, open) => {
    const url = await verificationUrl(send);
    expect(url.startsWith(`${origin === 'server' ? server?.url : origin}/hosted/`), url).toBe(true);
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    await page.text();
  });
});

describe('given the HTTP server log', () => {
  const requestLines = () => logLines.filter((line) => !line.startsWith('webhook '));

  it('should write one line per request and never a key, even one pasted into the query', async () => {
    logLines.length = 0;
    const url = server?.url ?? '';
    await fetch(`${url}/v3/webhooks`, { headers: { 'X-API-Key': 'sk_sandbox_secretive' } });
    await fetch(`${url}/v3/webhooks?api_key=sk_sandbox_secretive&limit=2`, { headers: { 'X-API-Key': 'sk_sandbox_secretive' } });
    await fetch(`${url}/v3/sk_sandbox_secretive`, { headers: { 'X-API-Key': 'sk_sandbox_secretive' } });
    const lines = requestLines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GET \/v3\/webhooks 200 \d+ms req_[A-Za-z0-9]+$/);
    expect(lines[1]).toMatch(/^GET \/v3\/webhooks\?api_key=%5Bredacted%5D&limit=2 400 /);
    for (const line of logLines) expect(line).not.toContain('secretive');
  });

  it('should log each webhook delivery attempt without the query or the secret', async () => {
    const url = server?.url ?? '';
    const headers = { 'X-API-Key': 'sk_sandbox_logged', 'Content-Type': 'application/json' };
    const created = await fetch(`${url}/v3/webhooks`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': 'log-endpoint' },
      body: JSON.stringify({ url: 'https://hooks.example.com/logged?token=abc123', events: ['customer.created'] }),
    });
    const { data } = (await created.json()) as { data: { secret: string } };
    await fetch(`${url}/v3/customers`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': 'log-customer' },
      body: JSON.stringify({ type: 'individual' }),
    });
    const deadline = Date.now() + 2_000;
    while (!logLines.some((line) => line.includes('/logged'))) {
      if (Date.now() > deadline) throw new Error('no delivery line');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const line = logLines.find((item) => item.includes('/logged')) ?? '';
    expect(line).toMatch(/^webhook customer\.created msg_[A-Za-z0-9]+ -> https:\/\/hooks\.example\.com\/logged 204 attempt 1$/);
    expect(deliveredTo).toContain('https://hooks.example.com/logged?token=abc123');
    for (const item of logLines) {
      expect(item).not.toContain('abc123');
      expect(item).not.toContain(data.secret.slice('whsec_'.length));
    }
  });
});
