import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { bundleBudgets, mustTreeShake, peerPackages } from './budgets.js';
import { collectDependencyImports, floorSource } from './distImports.js';

const root = resolve(import.meta.dirname, '..');
const dist = (file: string) => resolve(root, 'dist', file);
const peerExternals = peerPackages.flatMap((name) => [name, `${name}/*`]);

interface Bundled {
  gzipBytes: number;
  metafile: Metafile;
}

async function bundle(contents: string): Promise<Bundled> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: peerExternals,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { gzipBytes: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

export interface SizeRow {
  entry: string;
  gzipBytes: number;
  floorBytes: number;
  budgetBytes: number | undefined;
}

/** Gzip size of each entry point, beside the floor of the dependencies it imports. */
export async function measureEntries(): Promise<SizeRow[]> {
  const entries = [
    { entry: 'paykit', file: dist('index.js') },
    { entry: 'paykit/forms', file: dist('forms.js') },
    { entry: 'paykit/components', file: dist('components.js') },
    { entry: 'paykit/components/fr', file: dist('components-fr.js') },
    { entry: 'paykit/server', file: dist('server.js') },
    { entry: 'paykit/testing', file: dist('testing.js') },
  ] as const;
  const rows: SizeRow[] = [];
  for (const { entry, file } of entries) {
    const whole = await bundle(`export * from ${JSON.stringify(file)};`);
    const floor = await bundle(floorSource(collectDependencyImports(file), peerPackages));
    rows.push({
      entry,
      gzipBytes: whole.gzipBytes,
      floorBytes: floor.gzipBytes,
      budgetBytes: (bundleBudgets as Record<string, number>)[entry],
    });
  }
  const css = gzipSync(readFileSync(dist('styles.css')), { level: 9 }).length;
  rows.push({ entry: 'paykit/styles.css', gzipBytes: css, floorBytes: 0, budgetBytes: bundleBudgets['paykit/styles.css'] });
  return rows;
}

/** Packages that end up in a bundle importing only `createPaykitClient`, among those that must not. */
export async function treeShakingLeaks(): Promise<string[]> {
  const { metafile } = await bundle(
    `import { createPaykitClient } from ${JSON.stringify(dist('index.js'))};\nglobalThis.__keep = createPaykitClient;`,
  );
  const inputs = Object.keys(metafile.inputs);
  return mustTreeShake.filter((name) => inputs.some((input) => input.includes(`node_modules/${name}/`)));
}
