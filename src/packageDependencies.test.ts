// @vitest-environment node
/**
 * What installing paykit pulls in, read from the imports of the files it ships (those
 * tsconfig.build.json compiles): a merchant gets as dependencies only what those files import,
 * and the packages only paykit/testing/node or paykit/testing/msw import are optional peers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Manifest {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies: Record<string, string>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;

/** Entries a merchant installs a tool for, only when they import them. */
const OPTIONAL_ENTRY_DIRS = ['src/testing/node/', 'src/testing/msw/'];

/** Whether tsconfig.build.json ships `path` (tests, stories, test support and the conformance suite stay out). */
function isShipped(path: string): boolean {
  return (
    /\.tsx?$/.test(path) &&
    !/\.(test|stories)\.tsx?$/.test(path) &&
    !path.split('/').includes('test-support') &&
    !path.startsWith('src/testing/conformance/')
  );
}

function shippedFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(path);
    const fromRoot = relative(root, path);
    return isShipped(fromRoot) ? [fromRoot] : [];
  });
}

/** Static imports and re-exports, side-effect imports, and dynamic imports outside comments. */
const SPECIFIERS = [
  /^(?:import|export)\s[^;'"=()]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^import\s*['"]([^'"]+)['"]/gm,
  /^(?!\s*(?:\*|\/\/)).*\bimport\(\s*['"]([^'"]+)['"]/gm,
];

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative or `node:` one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Each package the shipped files import, with the files that import it. */
function importers(): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const file of shippedFiles()) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, specifier] of SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)])) {
      const name = packageOf(specifier ?? '');
      if (name !== null && !byPackage.get(name)?.includes(file)) byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
    }
  }
  return byPackage;
}

const imported = importers();
const onlyInOptionalEntries = [...imported]
  .filter(([, files]) => files.every((file) => OPTIONAL_ENTRY_DIRS.some((dir) => file.startsWith(dir))))
  .map(([name]) => name);

describe('given the packages paykit ships', () => {
  it('should declare every package its shipped files import', () => {
    const undeclared = [...imported.keys()].filter((name) => !(name in manifest.dependencies) && !(name in manifest.peerDependencies));
    expect(undeclared).toEqual([]);
  });

  it('should install for a merchant only what the main entries import', () => {
    const installedButNeeded = Object.keys(manifest.dependencies).filter(
      (name) => !imported.has(name) || onlyInOptionalEntries.includes(name),
    );
    expect(installedButNeeded).toEqual([]);
  });

  it('should make what only paykit/testing/node and paykit/testing/msw import an optional peer, pinned for our own tests', () => {
    expect(onlyInOptionalEntries.sort()).toEqual(['@hono/node-server', 'msw']);
    for (const name of onlyInOptionalEntries) {
      expect(manifest.peerDependencies[name], name).toBeDefined();
      expect(manifest.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      expect(manifest.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("should keep hono, @hono/node-server's own peer, optional too", () => {
    expect(manifest.dependencies).not.toHaveProperty('hono');
    expect(manifest.peerDependenciesMeta?.hono?.optional).toBe(true);
  });

  it('should accept in its msw peer every msw major the tests run on (msw and its aliases)', () => {
    const testedMajors = Object.entries(manifest.devDependencies)
      .map(([name, version]) => (name === 'msw' ? version : /^npm:msw@(.+)$/.exec(version)?.[1]))
      .filter((version) => version !== undefined)
      .map((version) => version.split('.')[0]);
    const acceptedMajors = (manifest.peerDependencies.msw ?? '').split('||').map((range) => /^\s*\^(\d+)\s*$/.exec(range)?.[1]);
    expect(testedMajors.length).toBeGreaterThan(1);
    expect(acceptedMajors).toEqual(expect.arrayContaining(testedMajors));
  });
});
