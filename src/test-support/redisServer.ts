/**
 * Test support: a real `redis-server` on a free loopback port, started by the test and stopped
 * after, that a test can stop and start again on the same port (a Redis restart). `.ci/run`
 * installs Debian's `redis-server`; where it is missing the Redis tests skip and say why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Why the Redis tests cannot run here, or undefined when `redis-server` is on the PATH. Where it
 * must be (`PAYKIT_REQUIRE_REDIS=1`, set by `.ci/run`, which installs it), its absence fails the
 * run instead of skipping.
 */
export const redisUnavailableReason: string | undefined = isInstalled
  ? undefined
  : 'redis-server is not installed (.ci/run installs it: apt-get install -y redis-server)';
if (redisUnavailableReason && process.env.PAYKIT_REQUIRE_REDIS === '1')
  throw new Error(`PAYKIT_REQUIRE_REDIS=1, but ${redisUnavailableReason}`);

/** A running test Redis. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Kills the server (as a crash would): its data is gone unless it is `persistent`. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Where a persistent test Redis keeps its append-only file, or undefined for one that keeps nothing. */
function launch(port: number, dataDir: string | undefined): Promise<ChildProcess> {
  const persistence = dataDir ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  return new Promise((resolve, reject) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready: ${output.slice(-500)}`)));
  });
}

/**
 * Starts a Redis for one test file.
 *
 * @example
 * const redis = await startTestRedis();
 * afterAll(() => redis.dispose());
 */
export async function startTestRedis(options: { persistent?: boolean } = {}): Promise<TestRedis> {
  const port = await freePort();
  // Every write is on disk before Redis answers it, so a kill loses nothing a client was told was written.
  const dataDir = options.persistent ? mkdtempSync(join(tmpdir(), 'paykit-redis-')) : undefined;
  let child: ChildProcess | undefined = await launch(port, dataDir);
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      const running = child;
      child = undefined;
      if (running && running.exitCode === null) {
        await new Promise<void>((resolve) => {
          running.once('exit', () => resolve());
          running.kill('SIGKILL');
        });
      }
    },
    async start() {
      if (!child) child = await launch(port, dataDir);
    },
    async dispose() {
      await redis.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return redis;
}
