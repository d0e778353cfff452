import { readFileSync } from 'node:fs';

/** What one dist module graph imports from each bare dependency: named bindings, or members of a namespace. */
export type DependencyImports = Map<string, Set<string>>;

const importPattern = /(?:^|\n)\s*(?:import|export)\s*([\s\S]*?)\s*from\s*["']([^"']+)["']/g;

/**
 * The exact bindings each bare dependency gives `files` (the built modules a bundle kept). Those
 * bindings make the dependencies' floor: a file that imports the same things and nothing of ours.
 */
export function dependencyImportsOf(files: readonly string[]): DependencyImports {
  const found: DependencyImports = new Map();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(importPattern)) {
      const clause = match[1] ?? '';
      const specifier = match[2] ?? '';
      if (specifier.startsWith('.')) continue;
      const names = found.get(specifier) ?? new Set<string>();
      found.set(specifier, names);
      const namespace = /\*\s+as\s+(\w+)/.exec(clause)?.[1];
      if (namespace) {
        for (const member of code.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))) names.add(member[1] as string);
      }
      const named = /\{([^}]*)\}/.exec(clause)?.[1];
      for (const part of named?.split(',') ?? []) {
        const imported = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (imported) names.add(imported);
      }
      const defaultName = /^(\w+)\s*(?:,|$)/.exec(clause.trim())?.[1];
      if (defaultName && defaultName !== 'type') names.add('default');
    }
  }
  return found;
}

/** Source of a module that imports exactly `imports` and keeps every binding alive. */
export function floorSource(imports: DependencyImports, skip: readonly string[]): string {
  const lines: string[] = [];
  const kept: string[] = [];
  let index = 0;
  for (const [specifier, names] of imports) {
    if (skip.some((peer) => specifier === peer || specifier.startsWith(`${peer}/`))) continue;
    const locals = [...names].map((name) => {
      const local = `d${index++}`;
      kept.push(local);
      return name === 'default' ? `default as ${local}` : `${name} as ${local}`;
    });
    lines.push(locals.length ? `import { ${locals.join(', ')} } from '${specifier}';` : `import '${specifier}';`);
  }
  lines.push(`globalThis.__keep = [${kept.join(', ')}];`);
  return lines.join('\n');
}
