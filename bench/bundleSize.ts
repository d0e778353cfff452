import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, type Rolldown } from 'vite';
import { bundleBudgets, partBudgets, peerPackages, type PartBudget } from './budgets.js';
import { dependencyImportsOf, floorSource } from './distImports.js';

const peerExternals = peerPackages.flatMap((name) => [name, `${name}/*`]);
const isPeer = (id: string) => peerPackages.some((name) => id === name || id.startsWith(`${name}/`));
const gzip = (code: Uint8Array | string) => gzipSync(code, { level: 9 }).length;
const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\/(?!.*node_modules\/)/.exec(path)?.[1];

/** What one bundle of a merchant app holds: its gzip size, the package files kept, the dependencies. */
interface Bundled {
  gzipBytes: number;
  /** The paykit modules (absolute paths in the installed package) with code in the bundle. */
  kitFiles: string[];
  packages: string[];
}

function summarize(gzipBytes: number, kept: string[]): Bundled {
  const kitFiles = kept.filter((path) => path.includes('/node_modules/paykit/'));
  const packages = [...new Set(kept.flatMap((path) => packageOf(path) ?? []))].filter((name) => name !== 'paykit');
  return { gzipBytes, kitFiles, packages };
}

/** The app bundled by esbuild into one minified file, as the issue measures it. */
async function withEsbuild(app: string, contents: string): Promise<Bundled> {
  const result = await esbuild({
    stdin: { contents, resolveDir: app, loader: 'js' },
    absWorkingDir: app,
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
  const kept = Object.entries(result.metafile.outputs).flatMap(([, output]) =>
    Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [resolve(app, input)] : [])),
  );
  return summarize(gzip(result.outputFiles[0]?.contents ?? ''), kept);
}

/** The app built by Vite (production, its default minifier): the chunks loaded before any `import()`. */
async function withVite(app: string, name: string, contents: string): Promise<Bundled> {
  const entry = resolve(app, 'entries', `${name.replace(/\W+/g, '-')}.js`);
  mkdirSync(resolve(app, 'entries'), { recursive: true });
  writeFileSync(entry, contents);
  const result = (await viteBuild({
    configFile: false,
    root: app,
    mode: 'production',
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, modulePreload: false, reportCompressedSize: false, rolldownOptions: { input: entry, external: isPeer } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (initial.has(file) || !byName.has(file)) continue;
    initial.add(file);
    pending.push(...(byName.get(file)?.imports ?? []));
  }
  const loaded = [...initial].flatMap((file) => byName.get(file) ?? []);
  const kept = loaded.flatMap((chunk) => Object.entries(chunk.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : [])));
  return summarize(
    loaded.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
    kept,
  );
}

/** Gzip size of the dependencies alone: a file importing exactly what the kept paykit modules import. */
async function floorOf(app: string, bundled: Bundled): Promise<number> {
  return (await withEsbuild(app, floorSource(dependencyImportsOf(bundled.kitFiles), peerPackages))).gzipBytes;
}

export interface SizeRow {
  entry: string;
  gzipBytes: number;
  floorBytes: number;
  budgetBytes: number | undefined;
}

/** Gzip size of each entry point (everything it exports), beside the floor of the dependencies it imports. */
export async function measureEntries(app: string): Promise<SizeRow[]> {
  const entries = [
    'paykit',
    'paykit/forms',
    'paykit/legacy',
    'paykit/components',
    'paykit/components/fr',
    'paykit/server',
    'paykit/testing',
  ];
  const rows: SizeRow[] = [];
  for (const entry of entries) {
    const whole = await withEsbuild(app, `export * from '${entry}';`);
    rows.push({
      entry,
      gzipBytes: whole.gzipBytes,
      floorBytes: await floorOf(app, whole),
      budgetBytes: (bundleBudgets as Record<string, number>)[entry],
    });
  }
  const css = gzip(readFileSync(resolve(app, 'node_modules/paykit/dist/styles.css')));
  rows.push({ entry: 'paykit/styles.css', gzipBytes: css, floorBytes: 0, budgetBytes: bundleBudgets['paykit/styles.css'] });
  return rows;
}

export interface PartRow {
  part: string;
  esbuildBytes: number;
  viteBytes: number;
  /** The dependencies' share (esbuild), so the kit's own code is the rest. */
  floorBytes: number;
  budgetBytes: number;
  /** Packages of other parts found in this one's bundle (by either bundler). */
  leaks: string[];
}

/** Each part imported alone, bundled with esbuild and with Vite from the installed package. */
export async function measureParts(app: string, parts: readonly PartBudget[] = partBudgets): Promise<PartRow[]> {
  const rows: PartRow[] = [];
  for (const { part, source, budgetBytes, mustNotContain } of parts) {
    const byEsbuild = await withEsbuild(app, source);
    const byVite = await withVite(app, part, source);
    const found = new Set([...byEsbuild.packages, ...byVite.packages]);
    rows.push({
      part,
      esbuildBytes: byEsbuild.gzipBytes,
      viteBytes: byVite.gzipBytes,
      floorBytes: await floorOf(app, byEsbuild),
      budgetBytes,
      leaks: mustNotContain.filter((name) => [...found].some((found) => found === name || found.startsWith(`${name}/`))),
    });
  }
  return rows;
}
