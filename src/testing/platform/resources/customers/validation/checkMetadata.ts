import type { Issues } from '../../../validation/Issues.js';
import { pointerTo } from '../../../validation/Issues.js';
import { isObject, type JsonObject } from '../../../validation/shapes.js';

const MAX_ENTRIES = 50;
const MAX_STRING_VALUE = 1024;
const MAX_KEY = 256;

/**
 * Checks customer metadata: an object of at most 50 entries, each value a string of at most
 * 1024 characters, a number or a boolean. On update a null value deletes its key (keys merge), so
 * the entry count is checked on the merged result; on create a null value is refused.
 *
 * @param current the stored metadata the update merges into
 */
export function checkMetadata(issues: Issues, pointer: string, value: unknown, mode: 'create' | 'update', current: JsonObject = {}): void {
  if (!isObject(value)) {
    issues.add(pointer, 'invalid_type', 'must be an object');
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    const entryPointer = pointerTo(pointer, key);
    if (key.length === 0 || key.length > MAX_KEY) issues.add(entryPointer, 'invalid_key', `keys must be 1 to ${MAX_KEY} characters`);
    if (entry === null) {
      if (mode === 'create') issues.add(entryPointer, 'invalid_type', 'must be a string, a number or a boolean');
    } else if (typeof entry === 'string') {
      if ([...entry].length > MAX_STRING_VALUE) issues.add(entryPointer, 'too_long', `must be at most ${MAX_STRING_VALUE} characters`);
    } else if (typeof entry === 'number') {
      // JSON reads an overflowing literal such as 1e400 as Infinity, which no response could show.
      if (!Number.isFinite(entry)) issues.add(entryPointer, 'out_of_range', 'must be a finite number');
    } else if (typeof entry !== 'boolean') {
      issues.add(entryPointer, 'invalid_type', 'must be a string, a number or a boolean');
    }
  }
  const merged = mergeMetadata(mode === 'update' ? current : {}, value);
  if (Object.keys(merged).length > MAX_ENTRIES) {
    issues.add(
      pointer,
      'too_many_entries',
      `must have at most ${MAX_ENTRIES} entries${mode === 'update' ? ' once merged with the stored ones' : ''}`,
    );
  }
}

/** The metadata after an update: keys merge, a null value deletes its key. Any key is data (`__proto__` too). */
export function mergeMetadata(current: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, entry] of Object.entries(patch)) {
    if (entry === null) delete merged[key];
    else Object.defineProperty(merged, key, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
