/**
 * The child process of the proxy benchmark: a minimal JSON upstream on loopback, and a load
 * driver (plain fetch, fixed concurrency, bounded time). Running both here keeps the parent's
 * `process.cpuUsage()` to the proxy being measured.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the parent asks the driver to do. */
export interface DriveCommand {
  type: 'drive';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  durationMs: number;
  concurrency: number;
}

/** What the driver reports. */
export interface DriveResult {
  type: 'result';
  requests: number;
  failures: number;
  elapsedMs: number;
}

const capabilities = JSON.stringify({
  data: Array.from({ length: 6 }, (_, index) => ({
    id: `cap${index}`,
    status: 'ready',
    statusReason: { code: 'active', resolution: 'none' },
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
  })),
  nextCursor: null,
  hasMore: false,
});

const upstream = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const created = request.method === 'POST';
    const body = created
      ? JSON.stringify({ data: { id: 'rcp_bench1', name: 'Bench', createdAt: '2026-05-01T12:00:00.000Z' } })
      : capabilities;
    response.writeHead(created ? 201 : 200, {
      'Content-Type': 'application/json',
      'X-Request-Id': String(request.headers['x-request-id'] ?? 'req_bench'),
    });
    response.end(body);
  });
});

async function drive(command: DriveCommand): Promise<DriveResult> {
  const started = performance.now();
  const deadline = started + command.durationMs;
  let requests = 0;
  let failures = 0;
  let sequence = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      sequence += 1;
      try {
        const response = await fetch(command.url, {
          method: command.method,
          headers: { ...command.headers, 'Idempotency-Key': `pk_bench_${sequence}` },
          body: command.body,
        });
        await response.arrayBuffer();
        if (response.ok) requests += 1;
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  return { type: 'result', requests, failures, elapsedMs: performance.now() - started };
}

upstream.listen(0, '127.0.0.1', () => {
  const { port } = upstream.address() as AddressInfo;
  process.send?.({ type: 'upstream', url: `http://127.0.0.1:${port}` });
});

process.on('message', (message: DriveCommand | { type: 'stop' }) => {
  if (message.type === 'stop') {
    upstream.closeAllConnections();
    upstream.close(() => process.exit(0));
    return;
  }
  void drive(message).then((result) => process.send?.(result));
});
