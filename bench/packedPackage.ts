import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Packs the package as npm would publish it and unpacks it as a merchant's install would, into a
 * folder under `node_modules/.cache`, so bundlers resolve `paykit/...` through its `exports` map
 * and `sideEffects` list, and its dependencies from this repository's `node_modules`.
 * Returns the folder an app importing `paykit` is bundled from. Expects `dist/` to be built.
 */
export function installPackedPackage(): string {
  const app = resolve(root, 'node_modules/.cache/paykit-bench/app');
  const packageDir = resolve(app, 'node_modules/paykit');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(packageDir, { recursive: true });
  // The app's own manifest: without it, resolvers would see this repository's and resolve
  // `paykit` to the working tree itself (a package importing its own name).
  writeFileSync(resolve(app, 'package.json'), JSON.stringify({ name: 'merchant-app', private: true, type: 'module' }));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', app], { cwd: root, encoding: 'utf8' }),
  ) as [{ filename: string }];
  execFileSync('tar', ['-xzf', resolve(app, packed.filename), '-C', packageDir, '--strip-components=1']);
  return app;
}
