/**
 * `npm run check:package`, after the build: the React Server Component boundary of each built entry.
 * - Every browser entry (each JavaScript export but the server-side ones) starts with `"use client"`
 *   as its first statement, so a Next.js App Router Server Component may import it, and its
 *   sourcemap still lines up after the added line; so does every module below it that imports React.
 * - The server-side entries carry no `"use client"` and reach React nowhere in their import graph
 *   (their own chunks, and every package they import), so they run in any server runtime.
 * Exits 1 with one line per problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const USE_CLIENT = '"use client";';
/** The exports that run on servers and in Node tests, never in a React tree. */
const serverExports = new Set(['./schemas', './server', './server/redis', './testing', './testing/node', './testing/msw']);

interface PackageJson {
  exports: Record<string, string | { types?: string; import?: string; default?: string }>;
}

const problems: string[] = [];
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;

/** Each export's built JavaScript file (the stylesheet and package.json are not JavaScript). */
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
  const file = typeof target === 'string' ? target : (target.default ?? target.import);
  return file?.endsWith('.js') ? [{ subpath, file: join(root, file) }] : [];
});

if (entries.length <= serverExports.size) problems.push('package.json exports name no browser entry: nothing to check');

/** The module specifiers a built file imports, statically or dynamically. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** A package is React-bound when it is React or declares React as a dependency or peer. */
function isReactBound(name: string): boolean {
  if (name === 'react' || name === 'react-dom') return true;
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) {
    problems.push(`${name}: imported by the build but not installed, so it cannot be checked for React`);
    return false;
  }
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string>>;
  return 'react' in dependencies || 'react' in peerDependencies;
}

/** Every built file an entry loads, with the packages each one imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const packages: string[] = [];
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.push(packageName(specifier));
    }
    graph.set(file, packages);
  }
  return graph;
}

/** Where the added first line would push the map one line off, declarations would map to the wrong source lines. */
function checkSourcemap(file: string): void {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return; // A file of re-exports only has no sourcemap.
  const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload & { sourcesContent?: (string | null)[] };
  const map = new SourceMap(payload);
  const sources = new Map(payload.sources.map((source, index) => [source, payload.sourcesContent?.[index] ?? '']));
  let checked = 0;
  let misplaced = 0;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const declared = /^(?:export )?(?:async )?(?:function\*? |var |let |const |class )([A-Za-z_$][\w$]*)/.exec(line)?.[1];
      if (!declared) return;
      const found = map.findEntry(index, line.indexOf(declared));
      const sourceLine = 'originalSource' in found ? sources.get(found.originalSource)?.split('\n')[found.originalLine] : undefined;
      checked += 1;
      // Rolldown renames a clash `list$1`; the source still says `list`.
      if (!sourceLine?.includes(declared.replace(/\$\d+$/, ''))) misplaced += 1;
    });
  if (checked > 0 && misplaced > checked / 10) {
    problems.push(`${relative(root, file)}: ${misplaced} of ${checked} declarations map to a source line that does not declare them`);
  }
}

/** The modules below the browser entries that import React, each checked once. */
const checked = new Set<string>();

for (const { subpath, file } of entries) {
  const name = `${subpath} (${relative(root, file)})`;
  if (!existsSync(file)) {
    problems.push(`${name}: not built; run the build first`);
    continue;
  }
  const graph = importGraph(file);
  if (serverExports.has(subpath)) {
    for (const [chunk, packages] of graph) {
      const shown = relative(root, chunk);
      if (readFileSync(chunk, 'utf8').trimStart().startsWith(USE_CLIENT)) problems.push(`${name}: ${shown} starts with "use client"`);
      for (const dependency of packages.filter(isReactBound)) problems.push(`${name}: ${shown} imports ${dependency}, which needs React`);
    }
  } else {
    // The directive must be the first statement: nothing before it, not even a comment.
    if (!readFileSync(file, 'utf8').startsWith(`${USE_CLIENT}\n`)) problems.push(`${name}: does not start with ${USE_CLIENT}`);
    checkSourcemap(file);
    // A Next.js app that rewrites barrel imports into module imports meets each module on its own.
    for (const [module, packages] of graph) {
      if (module === file || !packages.some(isReactBound)) continue;
      checked.add(module);
      if (!readFileSync(module, 'utf8').startsWith(`${USE_CLIENT}\n`))
        problems.push(`${name}: ${relative(root, module)} imports React but does not start with ${USE_CLIENT}`);
      else checkSourcemap(module);
    }
  }
}

if (problems.length > 0) {
  console.error(`Built entries: ${problems.length} problem(s) at the React Server Component boundary:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const browserCount = entries.length - serverExports.size;
console.log(
  `Built entries: ${browserCount} browser entries and the ${checked.size} modules below them that import React start with "use client" (sourcemaps aligned); ${serverExports.size} reach no React`,
);
