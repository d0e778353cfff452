/**
 * `npm run bench`, proxy section: the paykit proxy against a bare pass-through proxy (a handler
 * that only forwards with fetch), both served over loopback with @hono/node-server in this
 * process, driven by a child process that also hosts the upstream. Prints requests per second and
 * CPU microseconds per request (this process's `process.cpuUsage()`, so the proxy alone), and
 * fails when the proxy's CPU per request passes {@link PROXY_CPU_RATIO_BUDGET} times the bare one's.
 *
 * The machine's load moves both columns, so the two handlers take turns in short rounds (which one
 * goes first alternates) and the figures are medians over the rounds: the ratio is the median of
 * each round's ratio, so a burst of load elsewhere spoils a round or two, not the verdict.
 *
 * With a Redis URL, a third handler is the paykit proxy whose rate limiters live in that Redis
 * (`createRedisStores`), as several instances run it: its rows show what the shared store costs.
 */
import { serve } from '@hono/node-server';
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { createPaykitProxy } from '../src/server/proxy/index.js';
import { createRedisStores, type RedisStores } from '../src/server/redis/index.js';
import type { DriveCommand, DriveResult } from './proxyLoad.js';

/** One measured row. */
export interface ProxyBenchmarkRow {
  scenario: string;
  handler: ProxyHandlerName;
  requestsPerSecond: number;
  /** The median over the rounds. */
  cpuMicrosPerRequest: number;
  /** On a paykit proxy's row: the median over the rounds of its CPU per request over the pass-through's. */
  cpuRatioToBare?: number;
  failures: number;
}

export type ProxyHandlerName = 'paykit proxy' | 'paykit proxy on Redis' | 'bare pass-through';

/** The most the paykit proxy may spend in CPU per request, as a multiple of the bare pass-through's. */
export const PROXY_CPU_RATIO_BUDGET = 1.5;
/**
 * The same for the proxy whose rate limiters are in Redis: each request also sends one script to
 * Redis and parses its answer (measured about 0.1× more than in memory).
 */
export const REDIS_PROXY_CPU_RATIO_BUDGET = 1.75;

const cpuBudgetOf = (handler: ProxyHandlerName) =>
  handler === 'paykit proxy on Redis' ? REDIS_PROXY_CPU_RATIO_BUDGET : PROXY_CPU_RATIO_BUDGET;

const KEY = 'sk_sandbox_bench';
const CUSTOMER = 'cus_bench1';
const ORIGIN = 'http://127.0.0.1:3000';
const ROUNDS = 24;
const ROUND_MS = 500;
const WARMUP_MS = 1_000;
const CONCURRENCY = 16;

type Handler = (request: Request) => Promise<Response>;

function listen(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((done) => {
    const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info) => {
      done({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((closed) => {
            if ('closeAllConnections' in server) (server as unknown as { closeAllConnections: () => void }).closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

/** The baseline: maps the path and forwards with fetch, adding the key, checking nothing. */
function passThrough(upstream: string): Handler {
  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/paykit/, `/v3/customers/${CUSTOMER}`);
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    const response = await fetch(`${upstream}${path}${url.search}`, {
      method: request.method,
      headers: { 'X-API-Key': KEY, 'Content-Type': request.headers.get('content-type') ?? 'application/json' },
      body,
    });
    return new Response(await response.arrayBuffer(), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  };
}

function request<T extends { type: string }>(child: ChildProcess, type: T['type'], send?: unknown): Promise<T> {
  return new Promise((done) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      done(message);
    };
    child.on('message', onMessage);
    if (send !== undefined) child.send(send as object);
  });
}

const scenarios: { name: string; command: Omit<DriveCommand, 'url' | 'durationMs' | 'concurrency' | 'type'>; path: string }[] = [
  {
    name: 'GET /capabilities',
    path: '/api/paykit/capabilities?limit=25',
    command: { method: 'GET', headers: { Cookie: `session=${CUSTOMER}` } },
  },
  {
    name: 'POST /recipients (JSON)',
    path: '/api/paykit/recipients',
    command: {
      method: 'POST',
      headers: { Cookie: `session=${CUSTOMER}`, 'Paykit-Request': '1', Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Recipient', type: 'individual', address: { country: 'US' } }),
    },
  },
];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Runs the benchmark (about 52 s: per scenario and handler, 1 s of warm-up and 24 rounds of 0.5 s) and returns its rows.
 * On a busy 2-core machine a round's ratio spreads by about ±0.15; the median of 24 moves by about ±0.05 from run to run.
 */
export async function runProxyBenchmark(options: { redisUrl?: string } = {}): Promise<ProxyBenchmarkRow[]> {
  let redis: Redis | undefined;
  let stores: RedisStores | undefined;
  const child = fork(resolve(import.meta.dirname, 'proxyLoad.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { url: upstream } = await request<{ type: 'upstream'; url: string }>(child, 'upstream');
    const proxyOptions = {
      apiKey: KEY,
      baseUrl: upstream,
      environment: 'sandbox',
      getCustomerId: (req: Request) => /session=(cus_[A-Za-z0-9]+)/.exec(req.headers.get('cookie') ?? '')?.[1] ?? null,
      idempotencySecret: 'bench-idempotency-secret-0123456789abcdef',
      allowedOrigins: [ORIGIN],
      limits: { requestsPerMinute: 1_000_000_000 },
    } as const;
    const handlers: [ProxyHandlerName, Handler][] = [
      ['bare pass-through', passThrough(upstream)],
      ['paykit proxy', createPaykitProxy(proxyOptions)],
    ];
    if (options.redisUrl !== undefined) {
      redis = new Redis(options.redisUrl, { enableOfflineQueue: false });
      await new Promise((ready) => redis?.once('ready', ready));
      stores = createRedisStores({ redis, prefix: 'bench:' });
      handlers.push(['paykit proxy on Redis', createPaykitProxy({ ...proxyOptions, rateLimiters: stores.rateLimiters })]);
    }
    const rows: ProxyBenchmarkRow[] = [];
    const served = await Promise.all(handlers.map(async ([name, handler]) => ({ name, server: await listen(handler) })));
    try {
      for (const scenario of scenarios) {
        const drive = (url: string, durationMs: number) =>
          request<DriveResult>(child, 'result', {
            type: 'drive',
            url: `${url}${scenario.path}`,
            durationMs,
            concurrency: CONCURRENCY,
            ...scenario.command,
          });
        const totals = served.map(() => ({ requests: 0, failures: 0, elapsedMs: 0, cpuPerRequest: [] as number[] }));
        for (const { server } of served) await drive(server.url, WARMUP_MS);
        const ratios = served.map(() => [] as number[]);
        // Short rounds, the handlers taking turns (the order alternating), so drift in the
        // machine's load falls on all alike.
        for (let round = 0; round < ROUNDS; round += 1) {
          const forward = served.map((_, index) => index);
          const order = round % 2 === 0 ? forward : forward.reverse();
          const cpuPerRequest: number[] = [];
          for (const index of order) {
            const { server } = served[index] as (typeof served)[number];
            const cpuBefore = process.cpuUsage();
            const result = await drive(server.url, ROUND_MS);
            const cpu = process.cpuUsage(cpuBefore);
            const total = totals[index] as (typeof totals)[number];
            total.requests += result.requests;
            total.failures += result.failures;
            total.elapsedMs += result.elapsedMs;
            cpuPerRequest[index] = (cpu.user + cpu.system) / Math.max(1, result.requests);
            total.cpuPerRequest.push(cpuPerRequest[index]);
          }
          for (let index = 1; index < served.length; index += 1) {
            (ratios[index] as number[]).push((cpuPerRequest[index] as number) / (cpuPerRequest[0] as number));
          }
        }
        served.forEach(({ name }, index) => {
          const total = totals[index] as (typeof totals)[number];
          rows.push({
            scenario: scenario.name,
            handler: name,
            requestsPerSecond: Math.round((total.requests / total.elapsedMs) * 1000),
            cpuMicrosPerRequest: Math.round(median(total.cpuPerRequest)),
            ...(index > 0 ? { cpuRatioToBare: Math.round(median(ratios[index] as number[]) * 100) / 100 } : {}),
            failures: total.failures,
          });
        });
      }
    } finally {
      await Promise.all(served.map(({ server }) => server.close()));
    }
    return rows;
  } finally {
    child.send({ type: 'stop' });
    await stores?.close();
    redis?.disconnect();
  }
}

/**
 * Every request answered 2xx, the proxy keeps at least a tenth of the pass-through's throughput,
 * and its CPU per request stays within {@link PROXY_CPU_RATIO_BUDGET} times the pass-through's.
 * Returns the failures.
 */
export function proxyBenchmarkFailures(rows: readonly ProxyBenchmarkRow[]): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    if (row.failures > 0) failures.push(`${row.handler} ${row.scenario}: ${row.failures} requests failed`);
    if (row.requestsPerSecond === 0) failures.push(`${row.handler} ${row.scenario}: no request completed`);
  }
  for (const scenario of new Set(rows.map((row) => row.scenario))) {
    const bare = rows.find((row) => row.scenario === scenario && row.handler === 'bare pass-through');
    for (const paykit of rows.filter((row) => row.scenario === scenario && row.handler !== 'bare pass-through')) {
      const name = paykit.handler;
      if (bare && paykit.requestsPerSecond * 10 < bare.requestsPerSecond) {
        failures.push(
          `${name} ${scenario}: ${paykit.requestsPerSecond} req/s is under a tenth of the pass-through's ${bare.requestsPerSecond}`,
        );
      }
      const budget = cpuBudgetOf(name);
      if (paykit.cpuRatioToBare !== undefined && paykit.cpuRatioToBare > budget) {
        failures.push(`${name} ${scenario}: ${paykit.cpuRatioToBare}× the pass-through's CPU per request, over its ${budget}× budget`);
      }
    }
  }
  return failures;
}
