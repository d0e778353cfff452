/**
 * The proxy over real sockets: the fake platform served on loopback as the upstream, the proxy
 * served on node:http with paykit's own Node adapter, and the browser's side played by plain fetch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../testing/index.js';
import { startFakePlatformServer, type FakePlatformServer } from '../../testing/node/index.js';
import { toNodeHandler } from '../node/toNodeHandler.js';
import { createPaykitProxy } from './createPaykitProxy.js';
import type { PaykitProxyOptions } from './PaykitProxyOptions.js';
import type { PaykitProxyErrorInfo } from './proxyFailure.js';
import { formatProxyLogLine } from './proxyLog.js';
import { CANARY_KEY, SECRET, sessionCookie, sessionFromCookie } from './test-support/recordingUpstream.js';
import { PDF_BYTES } from './test-support/twoCustomers.js';

interface Served {
  url: string;
  close: () => Promise<void>;
}

function listen(handler: (request: Request) => Promise<Response>): Promise<Served> {
  return new Promise((resolve) => {
    const server = createServer(toNodeHandler(handler));
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

function rawServer(onRequest: (server: Server) => void): Promise<{ url: string; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer(() => undefined);
    onRequest(server);
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });
}

let upstream: FakePlatformServer;
let customerId: string;

beforeAll(async () => {
  upstream = await startFakePlatformServer({ port: 0, effectLatencyMs: 0, publicUrl: 'https://hosted.payments.example' });
  ({ customerId } = await runScenario(upstream.platform, 'newIndividual', { apiKey: CANARY_KEY }));
});
afterAll(async () => {
  await upstream.close();
});

async function withProxy(options: Partial<PaykitProxyOptions>, run: (url: string, logs: string[]) => Promise<void>): Promise<void> {
  const logs: string[] = [];
  const served = await listen(
    createPaykitProxy({
      apiKey: CANARY_KEY,
      baseUrl: upstream.url,
      environment: 'sandbox',
      getCustomerId: sessionFromCookie,
      idempotencySecret: SECRET,
      allowedOrigins: ['http://127.0.0.1:3000'],
      log: (entry) => logs.push(formatProxyLogLine(entry)),
      ...options,
    }),
  );
  try {
    await run(served.url, logs);
  } finally {
    await served.close();
  }
}

/** The body of `response`, once its body and headers are checked for the key and the hosts. */
async function expectNoSecrets(response: Response, hosts: string[]): Promise<string> {
  const body = await response.text();
  for (const text of [body, JSON.stringify([...response.headers])]) {
    expect(text).not.toContain(CANARY_KEY);
    for (const host of hosts) expect(text).not.toContain(host);
  }
  return body;
}

describe('given the fake platform as a real upstream', () => {
  it("should serve the session customer's reads and a document upload over HTTP", async () => {
    const upstreamHost = new URL(upstream.url).host;
    await withProxy({}, async (url, logs) => {
      const headers = { Cookie: sessionCookie(customerId) };
      const capabilities = await fetch(`${url}/api/paykit/capabilities?limit=10`, { headers });
      expect(capabilities.status).toBe(200);
      expect(capabilities.headers.get('cache-control')).toBe('no-store');
      const text = await expectNoSecrets(capabilities, [upstreamHost]);
      expect(text).toContain('stablecoin_transfers');

      const form = new FormData();
      form.append('file', new Blob([PDF_BYTES], { type: 'text/plain' }), 'statement.txt');
      form.append('purpose', 'proof_of_address');
      const upload = await fetch(`${url}/api/paykit/documents`, {
        method: 'POST',
        headers: { ...headers, 'Paykit-Request': '1', Origin: 'http://127.0.0.1:3000', 'Idempotency-Key': 'pk_upload_1' },
        body: form,
      });
      expect(upload.status).toBe(201);
      const document = JSON.parse(await expectNoSecrets(upload, [upstreamHost])) as { data: Record<string, unknown> };
      expect(document.data).toMatchObject({ customerId, contentType: 'application/pdf', fileName: 'statement.pdf' });

      const unknown = await fetch(`${url}/api/paykit/customers`, { headers });
      expect(unknown.status).toBe(404);
      await expectNoSecrets(unknown, [upstreamHost]);
      expect(logs).toHaveLength(3);
      for (const line of logs) expect(line).not.toContain(upstreamHost);
    });
  });

  it('should answer 504 when the upstream accepts but never answers, and tell onError it timed out', async () => {
    const hanging = await rawServer(() => undefined);
    const reported: [unknown, PaykitProxyErrorInfo][] = [];
    try {
      await withProxy(
        { baseUrl: hanging.url, timeoutMs: 200, onError: (error, info) => void reported.push([error, info]) },
        async (url) => {
          const response = await fetch(`${url}/api/paykit/customer`, { headers: { Cookie: sessionCookie(customerId) } });
          expect(response.status).toBe(504);
          const text = await expectNoSecrets(response, [new URL(hanging.url).host]);
          expect(text).toContain('upstream_timeout');
          expect(text).not.toContain('TimeoutError');
          expect(reported).toHaveLength(1);
          const [[error, info]] = reported as [[unknown, PaykitProxyErrorInfo]];
          expect(error).toBeInstanceOf(DOMException);
          expect((error as DOMException).name).toBe('TimeoutError');
          expect(info).toEqual({
            phase: 'upstream_request',
            route: 'getCustomer',
            requestId: response.headers.get('x-request-id'),
            status: 504,
            code: 'upstream_timeout',
          });
        },
      );
    } finally {
      hanging.server.closeAllConnections();
      await new Promise((done) => hanging.server.close(done));
    }
  });

  it('should answer 502 when nothing listens upstream, and hand onError the ECONNREFUSED', async () => {
    const closed = await rawServer(() => undefined);
    await new Promise((done) => closed.server.close(done));
    const reported: [unknown, PaykitProxyErrorInfo][] = [];
    await withProxy({ baseUrl: closed.url, onError: (error, info) => void reported.push([error, info]) }, async (url, logs) => {
      const response = await fetch(`${url}/api/paykit/customer`, { headers: { Cookie: sessionCookie(customerId) } });
      expect(response.status).toBe(502);
      const text = await expectNoSecrets(response, [new URL(closed.url).host]);
      expect(text).toContain('upstream_unavailable');
      expect(text).not.toContain('ECONNREFUSED');
      const [[error, info]] = reported as [[unknown, PaykitProxyErrorInfo]];
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
      expect(info).toMatchObject({ phase: 'upstream_request', route: 'getCustomer', status: 502, code: 'upstream_unavailable' });
      expect(info.requestId).toBe(response.headers.get('x-request-id'));
      expect(logs).toEqual([
        expect.stringMatching(/ route=getCustomer status=502 .* upstreamStatus=- code=upstream_unavailable phase=upstream_request$/),
      ]);
    });
  });

  it('should answer 502 upstream_invalid_response to an upstream redirect, for a read and a write, and never call its target', async () => {
    let targetCalls = 0;
    const target = await rawServer((server) =>
      server.on('request', (_request, response) => {
        targetCalls += 1;
        response.end('{}');
      }),
    );
    const redirecting = await rawServer((server) =>
      server.on('request', (request, response) => {
        request.resume();
        response.writeHead(307, { Location: `${target.url}/steal` }).end();
      }),
    );
    const reported: [unknown, PaykitProxyErrorInfo][] = [];
    try {
      await withProxy({ baseUrl: redirecting.url, onError: (error, info) => void reported.push([error, info]) }, async (url) => {
        const read = await fetch(`${url}/api/paykit/customer`, { headers: { Cookie: sessionCookie(customerId) } });
        const write = await fetch(`${url}/api/paykit/recipients`, {
          method: 'POST',
          headers: {
            Cookie: sessionCookie(customerId),
            'Paykit-Request': '1',
            Origin: 'http://127.0.0.1:3000',
            'Content-Type': 'application/json',
            'Idempotency-Key': 'pk_redirect_1',
          },
          body: JSON.stringify({ name: 'Redirected', type: 'individual', address: { country: 'US' } }),
        });
        for (const response of [read, write]) {
          expect(response.status).toBe(502);
          const text = await expectNoSecrets(response, [new URL(redirecting.url).host, new URL(target.url).host]);
          expect(JSON.parse(text)).toMatchObject({ code: 'upstream_invalid_response', retryable: false });
        }
        expect(reported.map(([, info]) => [info.route, info.phase])).toEqual([
          ['getCustomer', 'upstream_response'],
          ['createRecipient', 'upstream_response'],
        ]);
      });
      expect(targetCalls).toBe(0);
    } finally {
      for (const { server } of [target, redirecting]) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    }
  });
});
