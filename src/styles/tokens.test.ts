import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const read = (path: string) => readFileSync(here(path), 'utf8');
const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The tokens tokens.css registers, in order, with their initial (light) values. */
const registered = [...read('./tokens.css').matchAll(/@property\s+(--paykit-[\w-]+)\s*\{[^}]*?initial-value:([^;]+);/g)].map(
  ([, name = '', value = '']) => ({ name, value: squash(value) }),
);

/** The declarations of the block that opens with `selector` in theme-dark.css, one per line. */
function block(selector: string): string[] {
  const css = read('./theme-dark.css');
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No block ${selector}`);
  return css
    .slice(start + selector.length + 2, css.indexOf('}', start))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const darkBlock = block(":where([data-paykit-theme='dark'])");
const systemBlock = block(":where([data-paykit-theme='system'])");
/** Each token the dark theme maps, its twin and the twin's default. */
const darkMappings = darkBlock.flatMap((line) => {
  const match = /^(--paykit-[\w-]+): var\((--paykit-dark-[\w-]+), (.+)\);$/.exec(line);
  return match ? [{ name: match[1]!, twin: match[2]!, value: squash(match[3]!) }] : [];
});

/** The README's token table: token, light value, dark value (`same` when it has no dark twin). */
function readmeTable() {
  const readme = read('../../README.md');
  const section = readme.slice(readme.indexOf('### Tokens'), readme.indexOf('\n## ', readme.indexOf('### Tokens')));
  return [...section.matchAll(/^\| `(--paykit-[\w-]+)` \| `([^`]+)` \| (`[^`]+`|same) \|$/gm)].map(([, name, light, dark]) => ({
    name,
    light,
    dark: dark === 'same' ? 'same' : dark!.slice(1, -1),
  }));
}

describe('given the token stylesheets', () => {
  it('should register every token once', () => {
    const names = registered.map(({ name }) => name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });

  it('should map each dark token to its --paykit-dark-* twin, and only registered tokens', () => {
    const names = new Set(registered.map(({ name }) => name));
    expect(darkMappings.length).toBe(darkBlock.length - 1);
    expect(darkBlock[0]).toBe('color-scheme: dark;');
    for (const { name, twin } of darkMappings) {
      expect(names).toContain(name);
      expect(twin).toBe(name.replace('--paykit-', '--paykit-dark-'));
    }
  });

  it('should give the system theme on a dark device exactly the dark block', () => {
    expect(systemBlock).toEqual(darkBlock);
  });

  it('should use no --paykit-* property that is neither a token nor declared by the kit', () => {
    const files = [
      'tokens.css',
      'theme-dark.css',
      'density.css',
      'base.css',
      ...readdirSync(here('./components/')).map((file) => `components/${file}`),
    ];
    const css = files.map((file) => read(`./${file}`)).join('\n');
    const declared = new Set([...css.matchAll(/(--paykit-[\w-]+)\s*:/g)].map(([, name]) => name));
    const known = new Set([...registered.map(({ name }) => name), ...darkMappings.map(({ twin }) => twin), ...declared]);
    const used = [...css.matchAll(/var\((--paykit-[\w-]+)/g)].map(([, name]) => name);
    // A fallback-only name (`var(--paykit-private-canvas, …)`) is set by the kit on its surfaces.
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe("given the README's token table", () => {
  it('should list every token in the stylesheet order with its light and dark value', () => {
    const dark = new Map(darkMappings.map(({ name, value }) => [name, value]));
    const expected = registered.map(({ name, value }) => ({ name, light: value, dark: dark.get(name) ?? 'same' }));
    expect(readmeTable()).toEqual(expected);
  });
});
