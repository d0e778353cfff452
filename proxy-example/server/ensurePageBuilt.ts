import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under `path` (a file or a folder, walked), skipping test files. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (/\.(test|stories)\.[tj]sx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** What decides whether the built page is current. */
export interface PageSources {
  /** The built page's entry, e.g. `proxy-example/dist/index.html`. */
  builtEntry: string;
  /** Files and folders the build reads: the page, the kit's source, the Vite config, the lockfile. */
  inputs: readonly string[];
}

/** True when the built page is missing or older than any of its inputs. */
export function isPageStale(sources: PageSources): boolean {
  if (!existsSync(sources.builtEntry)) return true;
  const builtAt = statSync(sources.builtEntry).mtimeMs;
  return sources.inputs.some((input) => newestMtime(input) > builtAt);
}

/**
 * Builds the page with Vite when it is missing or stale, so `npm start` works in a fresh clone and
 * stays fast when nothing changed. Vite is loaded only when a build is needed.
 */
export async function ensurePageBuilt(sources: PageSources, viteConfigFile: string, log: (line: string) => void): Promise<void> {
  if (!isPageStale(sources)) return;
  log('Building the demo page…');
  const { build } = await import('vite');
  await build({ configFile: viteConfigFile, logLevel: 'warn' });
}
