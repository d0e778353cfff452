// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientUploadSlots } from './clientUploadSlots.js';

const MOUNT = '/api/paykit';

/** The bindings `@hono/node-server` gives a request from `remoteAddress`. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/**
 * A demo app whose proxy stand-in answers each upload with a body the test ends: `finish` sends
 * the rest and closes it, `fail` errors it; `throws` makes the next answer fail before any body.
 */
function setUp() {
  const bodies: { finish: () => void; fail: () => void }[] = [];
  let throws = false;
  const app = new Hono();
  app.use(`${MOUNT}/*`, createClientUploadSlots({ mountPath: MOUNT, uploadsPerClient: 2 }));
  app.all(`${MOUNT}/*`, () => {
    if (throws) {
      throws = false;
      throw new Error('the proxy failed');
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
    controller.enqueue(new TextEncoder().encode('{"data":'));
    bodies.push({
      finish: () => {
        controller.enqueue(new TextEncoder().encode('{}}'));
        controller.close();
      },
      fail: () => controller.error(new Error('cut')),
    });
    return new Response(body, { status: 201, headers: { 'Content-Type': 'application/json' } });
  });
  app.onError(() => new Response('failed', { status: 500 }));
  const send = (client: string, path = '/documents', method = 'POST') =>
    app.request(`http://demo.test${MOUNT}${path}`, { method, body: method === 'POST' ? 'x' : undefined }, fromSocket(client));
  return {
    bodies,
    send,
    throwNext: () => {
      throws = true;
    },
  };
}

describe('given uploads from one client across its sessions', () => {
  it('should run 2 at once, refuse the third with 429 too_many_uploads and Retry-After, and still take another client’s', async () => {
    const { send } = setUp();

    const running = [await send('203.0.113.1'), await send('203.0.113.1')];
    const third = await send('203.0.113.1');
    const other = await send('198.51.100.2');

    expect(running.map((response) => response.status)).toEqual([201, 201]);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('2');
    expect(await third.json()).toMatchObject({ code: 'too_many_uploads', retryable: true });
    expect(other.status).toBe(201);
  });

  it('should free a slot once its answer is read to the end, and not before', async () => {
    const { send, bodies } = setUp();
    const first = await send('203.0.113.1');
    await send('203.0.113.1');

    const reading = first.text();
    expect((await send('203.0.113.1')).status).toBe(429);
    bodies[0]?.finish();
    expect(await reading).toBe('{"data":{}}');

    expect((await send('203.0.113.1')).status).toBe(201);
    expect((await send('203.0.113.1')).status).toBe(429);
  });

  it('should free a slot once when the browser leaves, when the answer fails and when the proxy throws, while the other keeps its own', async () => {
    const { send, bodies, throwNext } = setUp();
    const client = '203.0.113.1';
    const leaving = await send(client);
    const staying = await send(client);

    // The browser leaves while the server waits for the rest of the answer: freed by the cancel, not again by the read it ends.
    const reader = leaving.body!.getReader();
    await reader.read();
    const waiting = reader.read();
    // A turn of the event loop, so that the read of the proxy's answer is under way when the browser leaves.
    await new Promise((resolve) => setImmediate(resolve));
    await reader.cancel();
    expect(await waiting).toEqual({ done: true, value: undefined });
    const failing = await send(client);
    expect(failing.status).toBe(201);
    expect((await send(client)).status).toBe(429);

    // An answer that fails on the way.
    bodies[2]?.fail();
    await expect(failing.text()).rejects.toThrow();
    const last = await send(client);
    expect(last.status).toBe(201);
    expect((await send(client)).status).toBe(429);

    // The proxy throws: the error page is sent like any answer, and its slot is free once the server has written it.
    bodies[1]?.finish();
    await staying.text();
    throwNext();
    const thrown = await send(client);
    expect(thrown.status).toBe(500);
    expect(await thrown.text()).toBe('failed');
    expect((await send(client)).status).toBe(201);
    expect((await send(client)).status).toBe(429);
    expect(last.status).toBe(201);
  });

  it('should count nothing but uploads: other routes and methods, and paths the proxy does not take for one', async () => {
    const { send } = setUp();
    await send('203.0.113.1');
    await send('203.0.113.1');

    const others = [
      await send('203.0.113.1', '/customer', 'PATCH'),
      await send('203.0.113.1', '/documents/doc_abc1', 'GET'),
      await send('203.0.113.1', '/accounts'),
      await send('203.0.113.1', '/document%73'),
      await send('203.0.113.1', '/documents/extra'),
    ];

    expect(others.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
  });
});
