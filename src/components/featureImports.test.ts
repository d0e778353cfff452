// @vitest-environment node
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FEATURE_FILE = /^src\/components\/([A-Z][A-Za-z]*)\/(.+)$/;

/** Every module `paykit/components` reaches and what each imports at run time (type imports are gone), as esbuild sees them. */
async function importGraph(): Promise<Map<string, string[]>> {
  const result = await build({
    entryPoints: [resolve(root, 'src/components/index.ts')],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    packages: 'external',
    tsconfig: resolve(root, 'tsconfig.json'),
  });
  const local = (path: string) => path.startsWith('src/');
  return new Map(
    Object.entries(result.metafile.inputs)
      .filter(([path]) => local(path))
      .map(([path, input]) => [path, input.imports.map((entry) => entry.path).filter(local)]),
  );
}

/** The feature (a capitalised folder of src/components) a module sits in, if any. */
const featureOf = (path: string): string | undefined => FEATURE_FILE.exec(path)?.[1];

/** The groups of nodes that reach each other (Tarjan's strongly connected components of two or more). */
function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

describe('the imports between the parts of paykit/components', () => {
  let graph: Map<string, string[]>;
  beforeAll(async () => {
    graph = await importGraph();
  });

  it('should form no cycle between modules', () => {
    const components = new Map([...graph].filter(([path]) => path.startsWith('src/components/')));
    expect(cyclesOf(components)).toEqual([]);
  });

  it('should form no cycle between features, so any feature can be built and read without the ones that use it', () => {
    const features = new Map<string, Set<string>>();
    for (const [path, imports] of graph) {
      const from = featureOf(path);
      if (!from) continue;
      for (const target of imports) {
        const to = featureOf(target);
        if (to && to !== from) features.set(from, (features.get(from) ?? new Set()).add(to));
      }
    }
    expect(features.size).toBeGreaterThan(3);
    expect(cyclesOf(features)).toEqual([]);
  });

  it('should reach another feature only through its index.ts', () => {
    const inside = [...graph].flatMap(([path, imports]) =>
      imports
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(path) && featureOf(path) !== undefined)
        .filter((target) => !target.endsWith('/index.ts'))
        .map((target) => `${path} -> ${target}`),
    );
    expect(inside).toEqual([]);
  });
});
