// @vitest-environment node
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const react = ['react', 'react-dom', '@tanstack/react-query'].flatMap((name) => [name, `${name}/*`]);

/** The files a merchant's esbuild bundle holds for an app that imports only `name` from paykit/components. */
async function inputsOf(name: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: `import { ${name} } from './src/components/index.ts';\nglobalThis.kept = ${name};`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    tsconfig: resolve(root, 'tsconfig.json'),
    external: react,
  });
  return Object.keys(result.metafile.outputs).flatMap((output) => Object.keys(result.metafile.outputs[output]?.inputs ?? {}));
}

// These parts read data the client already parsed: they need open-enum value lists and
// isKnownValue (zod-free modules beside the schemas), never the schemas themselves.
describe.each(['CapabilityStatusPanel', 'TaskForm', 'Onboarding', 'Checkout', 'RailStatus'])(
  'given an app that imports only %s',
  (name) => {
    it('should bundle no schema library', async () => {
      const zod = (await inputsOf(name)).filter((input) => input.includes('node_modules/zod/'));
      expect(zod).toEqual([]);
    }, 60_000);
  },
);
