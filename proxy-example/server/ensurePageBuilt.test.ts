// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPageStale } from './ensurePageBuilt.js';

let root: string;
const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'paykit-page-stale-'));
  mkdirSync(join(root, 'web', 'nested'), { recursive: true });
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'web', 'nested', 'App.tsx'), '');
  writeFileSync(join(root, 'web', 'nested', 'App.test.tsx'), '');
  writeFileSync(join(root, 'vite.config.ts'), '');
  at(join(root, 'web', 'nested', 'App.tsx'), 1_000);
  at(join(root, 'web', 'nested', 'App.test.tsx'), 1_000);
  at(join(root, 'vite.config.ts'), 1_000);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const sources = () => ({
  builtEntry: join(root, 'dist', 'index.html'),
  inputs: [join(root, 'web'), join(root, 'vite.config.ts'), join(root, 'missing')],
});

describe('given the demo page', () => {
  it('should be stale when it was never built', () => {
    expect(isPageStale(sources())).toBe(true);
  });

  it('should be current when built after every input', () => {
    writeFileSync(sources().builtEntry, '');
    at(sources().builtEntry, 2_000);
    expect(isPageStale(sources())).toBe(false);
  });

  it('should be stale when a nested source changed after the build', () => {
    writeFileSync(sources().builtEntry, '');
    at(sources().builtEntry, 2_000);
    at(join(root, 'web', 'nested', 'App.tsx'), 3_000);
    expect(isPageStale(sources())).toBe(true);
  });

  it('should be stale when the config changed after the build', () => {
    writeFileSync(sources().builtEntry, '');
    at(sources().builtEntry, 2_000);
    at(join(root, 'vite.config.ts'), 3_000);
    expect(isPageStale(sources())).toBe(true);
  });

  it('should ignore a test file changed after the build', () => {
    writeFileSync(sources().builtEntry, '');
    at(sources().builtEntry, 2_000);
    at(join(root, 'web', 'nested', 'App.test.tsx'), 3_000);
    expect(isPageStale(sources())).toBe(false);
  });
});
