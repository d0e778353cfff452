// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issueText } from './issueText.js';

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

describe('given an app that imports the schemas and the client', () => {
  it('should leave zod’s configuration as it was, even after the client parsed', async () => {
    const body = `${READ_MALFORMED}\nreadMalformed();\nconsole.log(typeof z.config().localeError);`;
    expect(await runAfterImporting(CLIENT_READ, body)).toBe('undefined');
  }, 60_000);

  it('should say in English what was malformed', async () => {
    expect(await runAfterImporting(CLIENT_READ, `${READ_MALFORMED}\nconsole.log(readMalformed());`)).toBe(
      'Malformed response from GET /ref: data.id: Invalid input: expected string, received undefined',
    );
  }, 60_000);
});

describe('given schema issues of each kind', () => {
  const textOf = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value, { error: issueText }).error?.issues[0]?.message;

  it('should name what was expected and what came', () => {
    expect(textOf(z.string(), 5)).toBe('Invalid input: expected string, received number');
    expect(textOf(z.object({}), null)).toBe('Invalid input: expected object, received null');
    expect(textOf(z.array(z.string()), {})).toBe('Invalid input: expected array, received object');
    expect(textOf(z.enum(['ready', 'pending']), 'paused')).toBe('Invalid option: expected one of "ready"|"pending"');
    expect(textOf(z.literal('customer'), 'account')).toBe('Invalid input: expected "customer"');
    expect(textOf(z.string().check(z.maxLength(3)), 'abcd')).toBe('Too big: expected string to be <=3');
    expect(textOf(z.number().check(z.gt(0)), 0)).toBe('Too small: expected number to be >0');
    expect(textOf(z.string().check(z.regex(/^a/)), 'b')).toBe('Invalid string: must match pattern /^a/');
    expect(textOf(z.email(), 'ada')).toBe('Invalid email');
    expect(textOf(z.strictObject({}), { extra: 1 })).toBe('Unrecognized key: "extra"');
  });

  it('should keep the message a check gives itself', () => {
    const amount = z.string().check(z.refine((value) => value !== '0', { message: 'the amount must be above zero' }));
    expect(textOf(amount, '0')).toBe('the amount must be above zero');
  });
});
