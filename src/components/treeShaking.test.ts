// @vitest-environment node
import { relative, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { en as baseEn } from '../i18n/index.js';
import { capabilitiesEn } from './messages/areas/capabilities.en.js';
import { componentEn } from './messages/en.js';

const root = resolve(import.meta.dirname, '../..');
const components = resolve(root, 'src/components/index.ts');
const peers = ['react', 'react-dom', '@tanstack/react-query'].flatMap((name) => [name, `${name}/*`]);

/**
 * What a merchant's bundler puts in the first chunk of an app that imports only `name` from the
 * styled components, built module by module as the package ships them: the source files and the
 * packages it contains. Code splitting is on by default because esbuild then turns any `import()`
 * in the graph into a chunk shared with every part, which would show here as a part carrying
 * others; off, esbuild inlines every `import()`, as a merchant's esbuild build does by default.
 */
async function firstChunkOf(name: string, { splitting = true } = {}): Promise<{ sources: string[]; packages: string[]; code: string }> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from ${JSON.stringify(components)};\nglobalThis.kept = ${name};`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    splitting,
    format: 'esm',
    outdir: resolve(root, 'node_modules/.cache/tree-shaking'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    tsconfig: resolve(root, 'tsconfig.json'),
    external: peers,
  });
  const initial = initialOutputs(result.metafile);
  const inputs = initialInputs(result.metafile, initial);
  return {
    code: result.outputFiles
      .filter((file) => initial.includes(relative(root, file.path)))
      .map((file) => file.text)
      .join('\n'),
    sources: inputs.filter((input) => input.startsWith('src/')),
    packages: [...new Set(inputs.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []))],
  };
}

/** The entry's output and every chunk it imports statically (not the lazy ones). */
function initialOutputs(metafile: Metafile): string[] {
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
  return [...seen];
}

/** The inputs with code in those outputs. */
function initialInputs(metafile: Metafile, initial: readonly string[]): string[] {
  return initial.flatMap((path) =>
    Object.entries(metafile.outputs[path]?.inputs ?? {}).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
}

/**
 * The English of the components' messages outside `areas` that no message of `areas` or of the base
 * catalogue (which every part carries) shares, each as a bundle writes it.
 */
function englishOutside(...areas: string[]): { id: string; literal: string }[] {
  const isInAreas = (id: string) => areas.some((area) => id.startsWith(`${area}.`));
  const inArea = Object.entries(componentEn).filter(([id]) => isInAreas(id));
  const shared = new Set<string>([...inArea.map(([, text]) => text), ...Object.values(baseEn)]);
  return Object.entries(componentEn)
    .filter(([id, text]) => !isInAreas(id) && !shared.has(text))
    .map(([id, text]) => ({ id, literal: JSON.stringify(text) }));
}

/** The ids of `messages` whose English `bundled` holds. */
const carried = (bundled: string, messages: { id: string; literal: string }[]) =>
  messages.filter(({ literal }) => bundled.includes(literal)).map(({ id }) => id);

/** paykit's own IBAN registry, which only the payee forms need. */
const IBAN_REGISTRY = 'src/core/payees/ibanRegistry.ts';

describe('given an app that imports one styled part', () => {
  it('should carry only the button when it imports only Button', async () => {
    const { sources, packages } = await firstChunkOf('Button');
    expect(sources).toContain('src/components/primitives/Button/Button.tsx');
    expect(sources.filter((source) => /TaskForm|TaskFields|Onboarding|Checkout|Payees|messages\/areas/.test(source))).toEqual([]);
    expect(packages.filter((name) => ['zod', 'react-hook-form', 'lean-qr'].includes(name))).toEqual([]);
    expect(sources).not.toContain(IBAN_REGISTRY);
  }, 60_000);

  it('should keep forms, the QR encoder and the IBAN tables out of the capability status panel', async () => {
    const { packages, sources } = await firstChunkOf('CapabilityStatusPanel');
    expect(packages.filter((name) => ['react-hook-form', 'lean-qr'].includes(name))).toEqual([]);
    expect(sources).not.toContain(IBAN_REGISTRY);
  }, 60_000);

  it('should leave the task form to the merchant who passes it to a checkout', async () => {
    const { sources, packages } = await firstChunkOf('Checkout');
    expect(sources).toContain('src/components/Transfers/TransferTasks.tsx');
    expect(sources.filter((source) => /TaskForm\/|TaskFields\/|DocumentField\//.test(source))).toEqual([]);
    // The quote form runs on the same form engine as every kit form; the task form's own parts stay out.
    expect(sources).toContain('src/hooks/forms/useQuoteForm.ts');
    expect(sources.filter((source) => /hooks\/forms\/(useTaskForm|taskFormStore|useTaskField)/.test(source))).toEqual([]);
    expect(packages).toContain('lean-qr');
  }, 60_000);

  it('should keep the QR encoder and the IBAN tables out of the task form', async () => {
    const { packages, sources } = await firstChunkOf('TaskForm');
    expect(packages).toContain('react-hook-form');
    expect(packages).not.toContain('lean-qr');
    expect(sources).not.toContain(IBAN_REGISTRY);
  }, 60_000);

  // The task form and the onboarding show hosted sessions, but not their QR code: that is its own part.
  it('should keep the QR encoder out of the onboarding, with or without code splitting', async () => {
    for (const splitting of [true, false]) {
      const { packages, sources } = await firstChunkOf('Onboarding', { splitting });
      expect(sources).toContain('src/components/HostedSession/HostedSessionCard.tsx');
      expect(packages).not.toContain('lean-qr');
      expect(sources).not.toContain(IBAN_REGISTRY);
    }
  }, 60_000);

  it('should carry the QR encoder in the hosted session’s QR code, and no form', async () => {
    const { packages, sources } = await firstChunkOf('HostedSessionQr');
    expect(packages).toContain('lean-qr');
    expect(packages.filter((name) => ['react-hook-form', 'zod'].includes(name))).toEqual([]);
    expect(sources).not.toContain(IBAN_REGISTRY);
  }, 60_000);

  it("should carry no English but its own areas' (its pipeline's too) and the reasons' in an app that imports only CapabilityStatusPanel", async () => {
    const { code } = await firstChunkOf('CapabilityStatusPanel');
    expect(code).toContain(JSON.stringify(capabilitiesEn['capabilities.panel.notRequested']));
    expect(carried(code, englishOutside('capabilities', 'capabilityPipeline', 'reasons'))).toEqual([]);
  }, 60_000);

  it("should carry no area's English in an app that imports only Button", async () => {
    const { code } = await firstChunkOf('Button');
    expect(carried(code, englishOutside('none'))).toEqual([]);
  }, 60_000);
});
