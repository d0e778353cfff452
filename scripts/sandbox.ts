/**
 * `npm run sandbox`: the fake platform over HTTP on 127.0.0.1 (port from `--port`, else `PORT`,
 * else 4010). Logs one line per request and per webhook delivery attempt, never a key.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runScenario, scenarioDescriptions, scenarioNames, type ScenarioName } from '../src/testing/index.js';
import { startFakePlatformServer, type FakePlatformServer } from '../src/testing/node/index.js';

const USAGE = `Usage: npm run sandbox -- [--port <port>] [--host <host>] [--seed <integer>] [--scenario <name>]...

  --port      port to listen on (0 picks a free one); also read from PORT; default 4010
  --host      interface to bind; default 127.0.0.1
  --seed      seed of the id sequence; default 1
  --scenario  build a named scenario with the key sk_sandbox_demo at start and print its ids
              (repeatable): ${scenarioNames.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function readOptions(): { port: number; host: string; seed: number | undefined; scenarios: ScenarioName[] } {
  let values: { port?: string; host?: string; seed?: string; scenario?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        scenario: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const envPort = process.env.PORT?.trim() || undefined;
  const rawPort = values.port ?? envPort ?? '4010';
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) fail(`--port must be a port number from 0 to 65535; got ${rawPort}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed)) fail(`--seed must be an integer; got ${values.seed}`);
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') fail('--host must not be empty');
  const scenarios = values.scenario ?? [];
  const unknown = scenarios.find((name) => !(scenarioNames as readonly string[]).includes(name));
  if (unknown !== undefined) fail(`--scenario must be one of ${scenarioNames.join(', ')}; got ${unknown}`);
  return { port, host, seed, scenarios: scenarios as ScenarioName[] };
}

const { port, host, seed, scenarios } = readOptions();
let server: FakePlatformServer;
try {
  server = await startFakePlatformServer({
    port,
    hostname: host,
    seed,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} on ${host} is already in use; pick another with --port.`
      : `Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
console.log(`paykit fake platform listening on ${server.url}`);
console.log('API keys: sk_sandbox_<name> (sandbox) and sk_production_<name> (production) of developer <name>.');
for (const name of scenarios) {
  try {
    const result = await runScenario(server.platform, name);
    console.log(`scenario ${name} (${scenarioDescriptions[name]}): ${JSON.stringify(result)}`);
  } catch (error) {
    console.error(`scenario ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let stopping = false;
function stop(reason: string): void {
  if (stopping) process.exit(130); // a second Ctrl-C does not wait for open connections
  stopping = true;
  console.log(`${reason}: stopping`);
  setTimeout(() => process.exit(0), 2_000).unref();
  server.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
stopWhenLauncherExits(() => stop('launcher exited'));

/** The parent process id of `pid`, read from /proc (Linux); undefined where that is not available. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm run sandbox` runs npm → sh → tsx → node. A SIGTERM to npm kills sh, which does not pass
 * it on, and would leave this server running orphaned. So watch the launcher chain and stop
 * when it breaks (Linux; elsewhere the signal handlers above are all there is).
 */
function stopWhenLauncherExits(onExit: () => void): void {
  const launcher = process.ppid;
  const launcherParent = parentOf(launcher);
  if (launcherParent === undefined) return;
  const watch = setInterval(() => {
    if (process.ppid === launcher && parentOf(launcher) === launcherParent) return;
    clearInterval(watch);
    onExit();
  }, 250);
  watch.unref();
}
