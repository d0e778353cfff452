/**
 * A local webhook receiver for the conformance tests: a real `node:http` server on a free port
 * that records every delivery and answers with scripted statuses.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request the receiver got. */
export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered. */
  answeredWith: number;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}

/**
 * Starts a receiver for the enclosing test file. `answer(path, statuses, { delayMs })` scripts
 * the statuses of the next requests to `path` (then 200) and how long each answer takes;
 * `waitFor(path, count)` resolves once `count` requests to `path` arrived.
 */
export function webhookReceiverForFile() {
  const received: ReceivedDelivery[] = [];
  const scripted = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = scripted.get(path)?.shift() ?? 200;
      received.push({ path, headers: flatHeaders(request.headers), body: Buffer.concat(chunks).toString('utf8'), answeredWith: status });
      const answer = () => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'try again');
      const delayMs = delays.get(path) ?? 0;
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  const at = (path: string) => received.filter((delivery) => delivery.path === path);
  return {
    /** The URL of `path` on the receiver, e.g. `http://127.0.0.1:53211/hooks/a`. */
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    /** The deliveries to `path` so far. */
    at,
    answer: (path: string, statuses: number[], options: { delayMs?: number } = {}) => {
      scripted.set(path, [...statuses]);
      delays.set(path, options.delayMs ?? 0);
    },
    async waitFor(path: string, count: number, timeoutMs = 3_000): Promise<ReceivedDelivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (at(path).length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} deliveries to ${path} within ${timeoutMs}ms; got ${at(path).length}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return at(path);
    },
  };
}

/** Waits `ms` of real time (to show that nothing more arrives). */
export function settle(ms = 100): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
