import type { Issues } from './Issues.js';
import { pointerTo } from './Issues.js';

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reports an issue unless `value` is an object; returns it typed or `undefined`. */
export function expectObject(issues: Issues, pointer: string, value: unknown): JsonObject | undefined {
  if (isObject(value)) return value;
  issues.add(pointer, 'invalid_type', 'must be an object');
  return undefined;
}

/** Reports every key of `value` not in `allowed` as `unknown_field`. */
export function rejectUnknownFields(issues: Issues, pointer: string, value: JsonObject, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) issues.add(pointerTo(pointer, key), 'unknown_field', 'is not a field of this object');
  }
}

/** Reports a missing required field; true when present (not undefined, not null). */
export function requireField(issues: Issues, pointer: string, value: unknown): boolean {
  if (value !== undefined && value !== null) return true;
  issues.add(pointer, 'required', 'is required');
  return false;
}

/** Checks a boolean. */
export function checkBoolean(issues: Issues, pointer: string, value: unknown): void {
  if (typeof value !== 'boolean') issues.add(pointer, 'invalid_type', 'must be a boolean');
}

/** Checks an integer within bounds. */
export function checkInteger(issues: Issues, pointer: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.add(pointer, 'invalid_type', 'must be an integer');
  } else if (value < min || value > max) {
    issues.add(pointer, 'out_of_range', `must be between ${min} and ${max}`);
  }
}

/**
 * Checks an array of unique values each passing `checkItem`; returns the array or `undefined`.
 * Uniqueness compares JSON forms.
 */
export function checkArray(
  issues: Issues,
  pointer: string,
  value: unknown,
  checkItem: (itemPointer: string, item: unknown) => void,
  options: { unique?: boolean; max?: number; min?: number } = {},
): unknown[] | undefined {
  if (!Array.isArray(value)) {
    issues.add(pointer, 'invalid_type', 'must be an array');
    return undefined;
  }
  if (options.max !== undefined && value.length > options.max)
    issues.add(pointer, 'too_many_items', `must have at most ${options.max} items`);
  if (options.min !== undefined && value.length < options.min)
    issues.add(pointer, 'too_few_items', `must have at least ${options.min} item${options.min === 1 ? '' : 's'}`);
  const seen = new Set<string>();
  value.forEach((item, index) => {
    const itemPointer = pointerTo(pointer, index);
    checkItem(itemPointer, item);
    if (options.unique) {
      const key = JSON.stringify(item);
      if (seen.has(key)) issues.add(itemPointer, 'duplicate_item', 'repeats an earlier item; items must be unique');
      seen.add(key);
    }
  });
  return value;
}

/** Checks a value is one of `allowed`. */
export function checkEnum(issues: Issues, pointer: string, value: unknown, allowed: readonly string[]): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    issues.add(pointer, 'invalid_enum', `must be one of: ${allowed.join(', ')}`);
  }
}
