// @vitest-environment node
/**
 * The README's testing recipe is this folder: each fenced block after a `<!-- tested: path -->`
 * marker must be that file byte for byte, so what a merchant copies is what `npm test` runs. Its
 * `paykit/...` imports resolve to the source (tsconfig.json `paths`) of the entries a merchant
 * installs (package.json `exports`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const RECIPE_FILES = ['src/test-support/readmeRecipe/PaymentsPage.tsx', 'src/test-support/readmeRecipe/PaymentsPage.test.tsx'];

type ExportTarget = string | null | { [condition: string]: ExportTarget };

/** The ESM declaration file an export names, at any depth of its conditions. */
function declarationsOf(target: ExportTarget): string | undefined {
  if (target === null || typeof target === 'string') return undefined;
  if (typeof target.types === 'string' && target.types.endsWith('.d.ts')) return target.types;
  return Object.values(target)
    .map(declarationsOf)
    .find((found) => found !== undefined);
}

/** Each `<!-- tested: path -->` marker of the README with the fenced block right after it. */
function testedBlocks(readme: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [, path, code] of readme.matchAll(/^<!-- tested: (\S+) -->\n```[a-z]*\n([\s\S]*?)^```$/gm)) {
    blocks.set(path ?? '', code ?? '');
  }
  return blocks;
}

describe('given the README testing recipe', () => {
  const blocks = testedBlocks(read('README.md'));

  it('should show each file of the recipe, and only files that exist here', () => {
    expect([...blocks.keys()].sort()).toEqual([...RECIPE_FILES].sort());
  });

  it.each(RECIPE_FILES)('should show %s exactly as the repo runs it', (path) => {
    expect(blocks.get(path)).toBe(read(path));
  });

  it("should resolve each paykit entry to the source of what the package exports under that name, as a merchant's install does", () => {
    const { exports } = JSON.parse(read('package.json')) as { exports: Record<string, ExportTarget> };
    const { compilerOptions } = JSON.parse(read('tsconfig.json')) as { compilerOptions: { paths: Record<string, string[]> } };
    const fromExports = Object.fromEntries(
      Object.entries(exports)
        .filter(([subpath]) => subpath !== './package.json')
        .map(([subpath, target]) => [
          `paykit${subpath.slice(1)}`,
          typeof target === 'string'
            ? target.replace('./dist/styles.css', './src/styles/index.css')
            : declarationsOf(target)
                ?.replace('./dist/', './src/')
                .replace(/\.d\.ts$/, '.ts'),
        ]),
    );
    const fromPaths = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, target]));
    expect(fromPaths).toEqual(fromExports);
  });
});
