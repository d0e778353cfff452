// @vitest-environment node
import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const components = resolve(root, 'src/components/index.ts');
const peers = ['react', 'react-dom', '@tanstack/react-query'].flatMap((name) => [name, `${name}/*`]);

/**
 * What a merchant's bundler puts in the first chunk of an app that imports only `name` from the
 * styled components, built module by module as the package ships them: the source files and the
 * packages it contains. Code splitting is on because esbuild then turns any `import()` in the
 * graph into a chunk shared with every part, which would show here as a part carrying others.
 */
async function firstChunkOf(name: string): Promise<{ sources: string[]; packages: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from ${JSON.stringify(components)};\nglobalThis.kept = ${name};`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: resolve(root, 'node_modules/.cache/tree-shaking'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    tsconfig: resolve(root, 'tsconfig.json'),
    external: peers,
  });
  const inputs = initialInputs(result.metafile);
  return {
    sources: inputs.filter((input) => input.startsWith('src/')),
    packages: [...new Set(inputs.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []))],
  };
}

/** The inputs with code in the entry's output or in a chunk it imports statically (not the lazy ones). */
function initialInputs(metafile: Metafile): string[] {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  const seen = new Set<string>();
  const pending = entry ? [entry] : [];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
  }
  return [...seen].flatMap((path) =>
    Object.entries(outputs[path]?.inputs ?? {}).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
}

describe('given an app that imports one styled part', () => {
  it('should carry only the button when it imports only Button', async () => {
    const { sources, packages } = await firstChunkOf('Button');
    expect(sources).toContain('src/components/Button/Button.tsx');
    expect(sources.filter((source) => /TaskForm|TaskFields|Onboarding|Checkout|Payees|messages\/areas/.test(source))).toEqual([]);
    expect(packages.filter((name) => ['zod', 'react-hook-form', 'lean-qr', 'ibantools'].includes(name))).toEqual([]);
  }, 60_000);

  it('should keep forms, the QR encoder and the IBAN tables out of the capability status panel', async () => {
    const { packages } = await firstChunkOf('CapabilityStatusPanel');
    expect(packages.filter((name) => ['react-hook-form', 'lean-qr', 'ibantools'].includes(name))).toEqual([]);
  }, 60_000);

  it('should leave the task form to the merchant who passes it to a checkout', async () => {
    const { sources, packages } = await firstChunkOf('Checkout');
    expect(sources).toContain('src/components/Transfers/TransferTasks.tsx');
    expect(sources.filter((source) => /TaskForm\/|TaskFields\//.test(source))).toEqual([]);
    expect(packages).not.toContain('react-hook-form');
    expect(packages).toContain('lean-qr');
  }, 60_000);

  it('should keep the QR encoder and the IBAN tables out of the task form', async () => {
    const { packages } = await firstChunkOf('TaskForm');
    expect(packages).toContain('react-hook-form');
    expect(packages.filter((name) => ['lean-qr', 'ibantools'].includes(name))).toEqual([]);
  }, 60_000);
});
