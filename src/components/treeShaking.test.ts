// @vitest-environment node
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { en as baseEn } from '../i18n/index.js';
import { capabilitiesEn } from './messages/areas/capabilities.en.js';
import { componentEn } from './messages/en.js';

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

/**
 * The English of the components' messages outside `area` that no message of `area` or of the base
 * catalogue (which every part carries) shares, each as a bundle writes it.
 */
function englishOutside(area: string): { id: string; literal: string }[] {
  const inArea = Object.entries(componentEn).filter(([id]) => id.startsWith(`${area}.`));
  const shared = new Set<string>([...inArea.map(([, text]) => text), ...Object.values(baseEn)]);
  return Object.entries(componentEn)
    .filter(([id, text]) => !id.startsWith(`${area}.`) && !shared.has(text))
    .map(([id, text]) => ({ id, literal: JSON.stringify(text) }));
}

/** The ids of `messages` whose English `bundled` holds. */
const carried = (bundled: string, messages: { id: string; literal: string }[]) =>
  messages.filter(({ literal }) => bundled.includes(literal)).map(({ id }) => id);

describe('given the styled components built as one module', () => {
  it('should leave the task form, onboarding and checkout out of an app that imports only Button', async () => {
    const bundled = await bundleOf(await flatComponents(), 'Button');
    expect(bundled).toContain('function Button');
    for (const part of ['TaskFormSubmitBar', 'TaskFormHeader', 'CountrySelect', 'OnboardingFlow', 'CheckoutSteps', 'BY_SHAPE']) {
      expect(bundled, part).not.toContain(part);
    }
  }, 60_000);

  it("should carry no other area's English in an app that imports only CapabilityStatusPanel", async () => {
    const bundled = await bundleOf(await flatComponents(), 'CapabilityStatusPanel');
    expect(bundled).toContain('function CapabilityStatusPanel');
    expect(bundled).toContain(JSON.stringify(capabilitiesEn['capabilities.panel.notRequested']));
    expect(carried(bundled, englishOutside('capabilities'))).toEqual([]);
  }, 60_000);

  it("should carry no area's English in an app that imports only Button", async () => {
    const bundled = await bundleOf(await flatComponents(), 'Button');
    expect(carried(bundled, englishOutside('none'))).toEqual([]);
  }, 60_000);
});
