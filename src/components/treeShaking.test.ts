// @vitest-environment node
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const react = ['react', 'react-dom', '@tanstack/react-query'].flatMap((name) => [name, `${name}/*`]);

/** The styled components as one module, as the library build emits `dist/components.js`. */
async function flatComponents(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(root, 'src/components/index.ts')],
    bundle: true,
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: resolve(root, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** What a merchant's bundler keeps of the flat module for an app that imports only `name`. */
async function bundleOf(flat: string, name: string): Promise<string> {
  const result = await build({
    stdin: { contents: `import { ${name} } from 'flat';\nglobalThis.kept = ${name};`, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external: react,
    plugins: [
      {
        name: 'flat',
        setup(bundler) {
          bundler.onResolve({ filter: /^flat$/ }, () => ({ path: 'flat', namespace: 'flat' }));
          bundler.onLoad({ filter: /.*/, namespace: 'flat' }, () => ({ contents: flat, loader: 'js', resolveDir: root }));
          // The dependencies are the merchant's concern here: only the kit's own code is looked at.
          bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.namespace === 'flat' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('given the styled components built as one module', () => {
  it('should leave the task form, onboarding and checkout out of an app that imports only Button', async () => {
    const bundled = await bundleOf(await flatComponents(), 'Button');
    expect(bundled).toContain('function Button');
    for (const part of ['TaskFormSubmitBar', 'TaskFormHeader', 'CountrySelect', 'OnboardingFlow', 'CheckoutSteps', 'BY_SHAPE']) {
      expect(bundled, part).not.toContain(part);
    }
  }, 60_000);
});
