/**
 * toNodeHandler on plain node:http: headers (every Set-Cookie), backpressure on a response the
 * client does not read, the handler's signal when the client leaves (and the proxy's upstream call
 * with it), and a body nobody reads, which must not keep the server reading without bound.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaykitProxy } from '../proxy/createPaykitProxy.js';
import { CANARY_KEY, SECRET, sessionCookie, sessionFromCookie } from '../proxy/test-support/recordingUpstream.js';
import { toNodeHandler } from './toNodeHandler.js';

const servers: Server[] = [];

function serve(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** Resolves once `read()` has given the same count `times` checks in a row. */
async function settled(read: () => number, times = 5): Promise<number> {
  let last = -1;
  let same = 0;
  while (same < times) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const now = read();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

describe('given a handler served on node:http', () => {
  it('should send every Set-Cookie, after one a middleware set before', async () => {
    const handler = toNodeHandler(async () => {
      const headers = new Headers({ 'Content-Type': 'text/plain' });
      headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'b=2; Path=/; Secure');
      return new Response('ok', { status: 201, headers });
    });
    const url = await serve((req, res) => {
      res.setHeader('Set-Cookie', 'rolling=3; Path=/');
      void handler(req, res);
    });
    const response = await fetch(url);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['rolling=3; Path=/', 'a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure']);
    expect(await response.text()).toBe('ok');
  });

  it('should pull a response body only as fast as a slow client reads it', async () => {
    // 1 GiB offered, one shared 64 KiB chunk: the socket buffers (tens of MiB at most) hold a small part.
    const chunk = new Uint8Array(64 * 1024);
    const TOTAL_CHUNKS = 16 * 1024;
    let pulls = 0;
    const url = await serve(
      toNodeHandler(
        async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                pulls += 1;
                if (pulls > TOTAL_CHUNKS) controller.close();
                else controller.enqueue(chunk);
              },
            }),
          ),
      ),
    );
    const response = await fetch(url);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    // The client reads nothing more: the pulls stop once the socket's buffers are full.
    const pulled = await settled(() => pulls);
    expect(pulled).toBeLessThan(TOTAL_CHUNKS / 16);
    await reader.cancel();
  });

  it("should abort the handler's signal and cancel its stream when the client leaves", async () => {
    let signal: AbortSignal | undefined;
    let isCancelled = false;
    const url = await serve(
      toNodeHandler(async (request) => {
        signal = request.signal;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': open\n\n'));
          },
          cancel() {
            isCancelled = true;
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const leave = new AbortController();
    const response = await fetch(url, { signal: leave.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(': open\n\n');
    expect(signal?.aborted).toBe(false);
    leave.abort();
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    await vi.waitFor(() => expect(isCancelled).toBe(true));
  });

  it("should abort the proxy's upstream call when the browser leaves", async () => {
    let upstreamSignal: AbortSignal | undefined;
    let reachedUpstream: () => void = () => undefined;
    const called = new Promise<void>((resolve) => {
      reachedUpstream = resolve;
    });
    const proxy = createPaykitProxy({
      apiKey: CANARY_KEY,
      baseUrl: 'https://api.payments.example',
      environment: 'sandbox',
      getCustomerId: sessionFromCookie,
      idempotencySecret: SECRET,
      allowedOrigins: ['http://shop.test'],
      // An upstream that answers only when its call is aborted.
      fetch: (_input, init) => {
        upstreamSignal = init.signal ?? undefined;
        reachedUpstream();
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      },
    });
    const url = await serve(toNodeHandler(proxy));
    const leave = new AbortController();
    const answered = fetch(`${url}/api/paykit/customer`, { headers: { Cookie: sessionCookie('cus_alice') }, signal: leave.signal }).catch(
      (error: unknown) => error,
    );
    await called;
    expect(upstreamSignal?.aborted).toBe(false);
    leave.abort();
    await vi.waitFor(() => expect(upstreamSignal?.aborted).toBe(true));
    expect(await answered).toBeInstanceOf(Error);
  });

  it('should read at most a bounded rest of a body the handler did not read, then close the connection', async () => {
    const CHUNK = 64 * 1024;
    const OFFERED = 64 * 1024 * 1024;
    let serverSocket: Socket | undefined;
    const handler = toNodeHandler(async () => new Response('{"code":"unauthenticated"}', { status: 401 }));
    const url = new URL(
      await serve((req, res) => {
        serverSocket = req.socket;
        void handler(req, res);
      }),
    );
    // A client that keeps sending its declared 64 MiB whatever the server answers.
    const client = connect(Number(url.port), url.hostname);
    let received = '';
    client.on('data', (data: Buffer) => {
      received += data.toString('latin1');
    });
    client.on('error', () => undefined);
    client.write(`POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: ${OFFERED}\r\n\r\n`);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    void (async () => {
      for (let sent = 0; sent < OFFERED && !client.destroyed; sent += CHUNK) {
        if (!client.write(new Uint8Array(CHUNK))) await new Promise((resolve) => client.once('drain', resolve).once('close', resolve));
      }
    })();
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(serverSocket?.bytesRead ?? Infinity).toBeLessThan(OFFERED / 8);
  });
});
