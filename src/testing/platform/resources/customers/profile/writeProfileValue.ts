import { isObject, type JsonObject } from '../../../validation/shapes.js';
import type { CustomerRecord } from '../store.js';
import type { FieldSpec } from '../validation/fieldSpec.js';
import { customerProfileSpec, isIndexToken, isProfilePointerFor, pointerSegments } from '../validation/profilePointer.js';
import { applyMergePatch } from './applyMergePatch.js';

function childSpec(spec: FieldSpec, segment: string): FieldSpec | undefined {
  if (spec.fields) return Object.hasOwn(spec.fields, segment) ? spec.fields[segment] : undefined;
  return spec.items && isIndexToken(segment) ? spec.items : undefined;
}

/**
 * Writes `value` at `profilePointer` of a stored customer, as a PATCH holding that value would:
 * missing objects on the way are created, objects the profile merges into (addresses,
 * `individual`, `flows`) are merged, arrays and scalars replace, `null` clears. Sets `updatedAt`.
 * Check the value first with `checkProfileValue` (and the pointer with `isProfilePointerFor`); an
 * invalid pointer, or one into the other variant's profile, throws.
 *
 * @example
 * writeProfileValue(customer, '/individual/residentialAddress', { city: 'Berlin', country: 'DE' }, ctx.nowIso);
 */
export function writeProfileValue(customer: CustomerRecord, profilePointer: string, value: unknown, nowIso: string): void {
  const segments = pointerSegments(profilePointer);
  if (!segments || segments.length === 0) throw new Error(`Not a profile pointer: ${profilePointer}`);
  if (!isProfilePointerFor(customer.type, profilePointer))
    throw new Error(`${profilePointer} is not part of a ${customer.type} customer's profile`);
  let container: JsonObject | unknown[] = customer as JsonObject;
  let spec: FieldSpec = customerProfileSpec;
  for (const [index, segment] of segments.entries()) {
    const next = childSpec(spec, segment);
    if (!next) throw new Error(`${profilePointer} names no writable profile field`);
    const isLast = index === segments.length - 1;
    if (Array.isArray(container)) {
      const position = Number(segment);
      if (position > container.length) throw new Error(`${profilePointer} skips array items`);
      if (isLast) {
        if (value === null) container.splice(position, 1);
        else container[position] = structuredClone(value);
        break;
      }
      container = (container[position] ??= {}) as JsonObject;
    } else if (isLast) {
      applyMergePatch(container, { [segment]: value }, { write: 'merge', check: () => undefined, fields: { [segment]: next } });
      break;
    } else {
      const existing = container[segment];
      if (next.items) {
        if (!Array.isArray(existing)) container[segment] = [];
      } else if (!isObject(existing)) {
        container[segment] = {};
      }
      container = container[segment] as JsonObject | unknown[];
    }
    spec = next;
  }
  // Clearing a whole profile object leaves it empty, as the PATCH does, never absent.
  const record = customer as JsonObject;
  for (const key of [customer.type, 'financialProfile']) if (!isObject(record[key])) record[key] = {};
  customer.updatedAt = nowIso;
}
