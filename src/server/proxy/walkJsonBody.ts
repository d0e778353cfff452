/**
 * A walk over a JSON request body without recursion and bounded in depth, so no body, however
 * nested, costs more than one pass over what was read (itself capped in bytes).
 */
import { invalidField } from './proxyProblem.js';
import type { JsonObject } from './readJsonBody.js';

/** Deepest nesting a body may have; deeper ones are refused rather than walked. */
export const MAX_BODY_DEPTH = 32;

/** One value met on the walk. */
export interface JsonBodyEntry {
  /** The member name holding the value; for an array item, the name of the member holding the array. */
  name: string;
  /** True for an array item. */
  isItem: boolean;
  value: unknown;
  /** The value's JSON Pointer. */
  pointer: string;
}

interface Pending {
  value: unknown;
  pointer: string;
  name: string;
  depth: number;
}

/** `key` as a JSON Pointer reference token. */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Calls `visit` once for every member and array item of `body`, depth first.
 * @throws ProxyProblem 400 `validation_error` (`too_deep`) past {@link MAX_BODY_DEPTH}, or what
 * `visit` throws.
 */
export function walkJsonBody(body: JsonObject, visit: (entry: JsonBodyEntry) => void): void {
  const stack: Pending[] = [{ value: body, pointer: '', name: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, pointer, name, depth } = stack.pop() as Pending;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_BODY_DEPTH)
      throw invalidField(pointer.slice(0, 256), 'too_deep', `The body nests deeper than ${MAX_BODY_DEPTH} levels.`);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const itemPointer = `${pointer}/${index}`;
        visit({ name, isItem: true, value: item, pointer: itemPointer });
        stack.push({ value: item, pointer: itemPointer, name, depth: depth + 1 });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value as JsonObject)) {
      const itemPointer = `${pointer}/${escapePointer(key)}`;
      visit({ name: key, isItem: false, value: item, pointer: itemPointer });
      stack.push({ value: item, pointer: itemPointer, name: key, depth: depth + 1 });
    }
  }
}
