// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Runs `body` in a fresh Node process after importing `modules`, with zod bundled in, so the zod
 * it sees has only been configured by those imports (the test worker's zod is shared by every file).
 */
async function runAfterImporting(modules: readonly string[], body: string): Promise<string> {
  const imports = modules.map((path, index) => `import * as m${index} from ${JSON.stringify(resolve(root, path))};`).join('\n');
  const result = await build({
    stdin: {
      contents: `import * as z from 'zod/mini';\n${imports}\nglobalThis.kept = [${modules.map((_, i) => `m${i}`).join(', ')}];\n${body}`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    tsconfig: resolve(root, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return execFileSync(process.execPath, ['--input-type=module'], { input: code, encoding: 'utf8' }).trim();
}

/** The client's response reader (m0) and the schemas (m1). */
const CLIENT_READ = ['src/core/client/readResponse.ts', 'src/core/schemas/index.ts'];
/** `readMalformed()`: the message of a response whose body lacks a plain string field. */
const READ_MALFORMED = `function readMalformed() {
  const text = '{"data":{"type":"customer"}}';
  try {
    m0.readResponse(new Response(text), text, { label: 'GET /ref', schema: m1.dataEnvelope(m1.resourceRefSchema), now: 0 });
  } catch (error) {
    return error.message;
  }
}`;

describe('given an app that imports the schemas', () => {
  it('should leave zod’s configuration as it was until something parses', async () => {
    const locale = await runAfterImporting(['src/core/schemas/index.ts'], `console.log(typeof z.config().localeError);`);
    expect(locale).toBe('undefined');
  }, 60_000);

  it('should install English issue messages for the client’s first parse', async () => {
    expect(await runAfterImporting(CLIENT_READ, `${READ_MALFORMED}\nconsole.log(readMalformed());`)).toBe(
      'Malformed response from GET /ref: data.id: Invalid input: expected string, received undefined',
    );
  }, 60_000);

  it('should keep the locale the app chose', async () => {
    const body = `${READ_MALFORMED}\nz.config({ localeError: () => 'champ invalide' });\nconsole.log(readMalformed());`;
    expect(await runAfterImporting(CLIENT_READ, body)).toBe('Malformed response from GET /ref: data.id: champ invalide');
  }, 60_000);
});
