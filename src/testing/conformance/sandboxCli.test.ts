import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const KEY = 'sk_sandbox_clitester';
const STARTUP_MS = 30_000;

interface Sandbox {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Sandbox[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch(args: string[], env: Record<string, string> = {}, command: string[] = ['npx', 'tsx', 'scripts/sandbox.ts']): Sandbox {
  // detached: the sandbox leads its own process group, so a Ctrl-C can reach every process at once.
  const [program = 'npx', ...programArgs] = command;
  const child = spawn(program, [...programArgs, ...args], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const sandbox = { child, output: () => text, exited };
  started.push(sandbox);
  return sandbox;
}

async function waitForOutput(sandbox: Sandbox, pattern: RegExp): Promise<RegExpMatchArray> {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const match = pattern.exec(sandbox.output());
    if (match) return match;
    if (Date.now() > deadline || sandbox.child.exitCode !== null)
      throw new Error(`Sandbox output never matched ${pattern}:\n${sandbox.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/v3/capabilities`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/** Resolves once nothing answers on `port` any more; fails after a few seconds. */
async function waitUntilClosed(port: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (await isListening(port)) {
    if (Date.now() > deadline) throw new Error(`The sandbox still answers on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function requestLogOnce(sandbox: Sandbox, url: string): Promise<void> {
  const response = await fetch(`${url}/v3/capabilities`, { headers: { 'X-API-Key': KEY } });
  expect(response.headers.get('x-request-id')).toMatch(/.+/);
  const requestId = response.headers.get('x-request-id') ?? '';
  await waitForOutput(sandbox, new RegExp(`GET /v3/capabilities ${response.status} \\d+ms ${requestId}`));
  const lines = sandbox
    .output()
    .split('\n')
    .filter((line) => line.includes('/v3/capabilities'));
  expect(lines).toHaveLength(1);
  expect(sandbox.output()).not.toContain(KEY);
  expect(sandbox.output()).not.toContain('clitester');
}

afterEach(() => {
  // Whatever a test left running in a sandbox's process group (orphans included) goes now.
  for (const sandbox of started.splice(0)) {
    try {
      if (sandbox.child.pid) process.kill(-sandbox.child.pid, 'SIGKILL');
    } catch {
      // the group is already gone
    }
  }
});

describe('given npm run sandbox', () => {
  it(
    'should listen on 127.0.0.1 at --port, log one line per request without the key, and stop on SIGTERM',
    { timeout: STARTUP_MS + 10_000 },
    async () => {
      const port = await freePort();
      const sandbox = launch(['--port', String(port)]);
      const [, url] = await waitForOutput(sandbox, /listening on (http:\/\/127\.0\.0\.1:(\d+))/);
      expect(url).toBe(`http://127.0.0.1:${port}`);
      await requestLogOnce(sandbox, url ?? '');

      sandbox.child.kill('SIGTERM');
      await sandbox.exited;
      await waitUntilClosed(port);
      expect(sandbox.output()).toMatch(/stopping/);
    },
  );

  it('should stop when npm run sandbox itself gets SIGTERM', { timeout: STARTUP_MS + 10_000 }, async () => {
    const port = await freePort();
    const sandbox = launch(['--', '--port', String(port)], {}, ['npm', 'run', 'sandbox']);
    await waitForOutput(sandbox, new RegExp(`listening on http://127\\.0\\.0\\.1:${port}`));
    expect(await isListening(port)).toBe(true);
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
    await waitUntilClosed(port);
  });

  it('should read the port from PORT and stop on Ctrl-C', { timeout: STARTUP_MS + 10_000 }, async () => {
    const port = await freePort();
    const sandbox = launch([], { PORT: String(port) });
    const [, url] = await waitForOutput(sandbox, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    await requestLogOnce(sandbox, url ?? '');

    // A terminal's Ctrl-C signals the whole foreground process group.
    process.kill(-(sandbox.child.pid ?? 0), 'SIGINT');
    await sandbox.exited;
    await waitUntilClosed(port);
  });

  it('should refuse a port that is not a number, with usage, and exit 2', { timeout: STARTUP_MS }, async () => {
    const sandbox = launch(['--port', 'eighty']);
    const exit = await sandbox.exited;
    expect(exit.code).toBe(2);
    expect(sandbox.output()).toContain('--port must be a port number');
    expect(sandbox.output()).toContain('Usage: npm run sandbox');
  });

  it('should say so when the port is taken, and exit 1', { timeout: STARTUP_MS }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const sandbox = launch(['--port', String(port)]);
      const exit = await sandbox.exited;
      expect(exit.code).toBe(1);
      expect(sandbox.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
