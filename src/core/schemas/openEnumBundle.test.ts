// @vitest-environment node
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** The minified code of an app that parses capabilities and customers, and nothing else. */
async function parserBundle(): Promise<string> {
  const schemas = JSON.stringify(resolve(root, 'src/core/schemas/index.ts'));
  const result = await build({
    stdin: {
      contents: `import { capabilitySchema, customerSchema } from ${schemas};\nglobalThis.kept = [capabilitySchema, customerSchema];`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    tsconfig: resolve(root, 'tsconfig.json'),
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('given an app that only parses responses', () => {
  it('should not carry the lists of known values, which no check reads', async () => {
    const code = await parserBundle();

    expect(code).toContain('Expected a string');
    for (const known of ['faster_payments', 'third_party_money_transmission', 'treasury_management', 'sole_proprietorship'])
      expect(code).not.toContain(`"${known}"`);
  });
});
