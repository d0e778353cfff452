function unescapeToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

function step(container: unknown, token: string): unknown {
  if (Array.isArray(container)) return ARRAY_INDEX.test(token) ? container[Number(token)] : undefined;
  if (typeof container !== 'object' || container === null) return undefined;
  return Object.hasOwn(container, token) ? (container as Record<string, unknown>)[token] : undefined;
}

/**
 * Reads the value an RFC 6901 JSON Pointer names inside `document`: `''` is the whole document,
 * `~1` stands for `/` and `~0` for `~` in a token, array items are named by decimal index. Only
 * own properties are followed. Returns `undefined` when nothing is there or the pointer is not
 * well formed (a pointer other than `''` must start with `/`), and never throws.
 *
 * @example
 * getAtPointer({ individual: { firstName: 'Ada' } }, '/individual/firstName'); // 'Ada'
 * getAtPointer({ 'a/b': { '~': 1 } }, '/a~1b/~0'); // 1
 */
export function getAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let current = document;
  for (const token of pointer.slice(1).split('/')) {
    current = step(current, unescapeToken(token));
    if (current === undefined) return undefined;
  }
  return current;
}
