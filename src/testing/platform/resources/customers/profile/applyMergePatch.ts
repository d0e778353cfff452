import { isObject, type JsonObject } from '../../../validation/shapes.js';
import type { FieldSpec } from '../validation/fieldSpec.js';

/**
 * Applies a checked merge document to `target` in place: `null` removes a field, objects the spec
 * merges into are merged part by part, everything else (arrays included) replaces whole. A merged
 * object left with fewer parts than its `minProperties` (an address whose parts were all cleared)
 * is removed.
 */
export function applyMergePatch(target: JsonObject, patch: JsonObject, spec: FieldSpec): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) {
      delete target[key];
      continue;
    }
    const child = spec.fields?.[key];
    if (child?.write === 'merge' && isObject(value)) {
      const existing = target[key];
      const merged: JsonObject = isObject(existing) ? existing : {};
      applyMergePatch(merged, value, child);
      if (child.minProperties !== undefined && Object.keys(merged).length < child.minProperties) delete target[key];
      else target[key] = merged;
    } else {
      target[key] = structuredClone(value);
    }
  }
}
