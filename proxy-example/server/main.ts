/**
 * `npm start`: builds the demo page when needed, starts the embedded fake platform (or uses the API
 * named by PAYMENTS_API_BASE_URL and PAYMENTS_API_KEY) and serves the merchant demo on
 * http://127.0.0.1:3000 (PORT changes it). Ctrl-C stops it. Never prints the API key.
 */
import { fileURLToPath } from 'node:url';
import { DemoConfigError, readDemoConfig, type DemoConfig } from './config.js';
import { ensurePageBuilt } from './ensurePageBuilt.js';
import { startDemoServer, type DemoServer } from './startDemoServer.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const pageRoot = here('../dist');
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

let config: DemoConfig;
try {
  config = readDemoConfig(process.env);
} catch (error) {
  if (!(error instanceof DemoConfigError)) throw error;
  console.error(`paykit demo: ${error.message}`);
  process.exit(2);
}

try {
  await ensurePageBuilt(
    {
      builtEntry: here('../dist/index.html'),
      inputs: [here('../web'), here('../../src'), here('../vite.config.ts'), here('../../tsconfig.json'), here('../../package-lock.json')],
    },
    here('../vite.config.ts'),
    log,
  );
} catch (error) {
  console.error(`paykit demo: the page did not build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let demo: DemoServer;
try {
  demo = await startDemoServer({ config, pageRoot, log });
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `paykit demo: port ${config.port} on ${config.host} is in use; set PORT to another one.`
      : // Errors here come from the paykit proxy's configuration checks or the upstream, which never quote the key.
        `paykit demo: could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const upstreamLabel =
  demo.upstream.kind === 'embedded'
    ? `the embedded fake platform (${config.environment})`
    : `PAYMENTS_API_BASE_URL (${config.environment})`;
console.log(`paykit demo on ${demo.url}`);
console.log(`Upstream: ${upstreamLabel}; webhooks ${demo.hasWebhooks ? 'relayed to the page' : 'off'}.`);
console.log(
  demo.stateKind === 'redis'
    ? 'Sessions, live updates, rate limits and webhook claims: the Redis at REDIS_URL, shared with other instances. Press Ctrl-C to stop.'
    : 'Sessions, live updates, rate limits and webhook claims: this process (set REDIS_URL to share them between instances). Press Ctrl-C to stop.',
);

let stopping = false;
const stop = (signal: string) => {
  // A second Ctrl-C does not wait for open connections.
  if (stopping) process.exit(130);
  stopping = true;
  console.log(`${signal}: stopping`);
  demo.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
