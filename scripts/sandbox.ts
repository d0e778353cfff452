/**
 * `npm run sandbox`: the fake platform over HTTP on 127.0.0.1 (port from `--port`, else `PORT`,
 * else 4010). Logs one line per request, never a key.
 */
import { parseArgs } from 'node:util';
import { startFakePlatformServer } from '../src/testing/node/index.js';

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: false,
});
const port = Number(values.port ?? process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number; got ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
const server = await startFakePlatformServer({
  port,
  hostname: values.host ?? '127.0.0.1',
  seed: values.seed === undefined ? undefined : Number(values.seed),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});
console.log(`paykit fake platform listening on ${server.url}`);
console.log('API keys: sk_sandbox_<name> (sandbox) and sk_production_<name> (production) of developer <name>.');
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
