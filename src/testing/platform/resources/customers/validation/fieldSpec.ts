import type { Issues } from '../../../validation/Issues.js';
import { pointerTo } from '../../../validation/Issues.js';
import { checkArray, isObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';

/** Checks one non-null value at `pointer`, adding an issue per problem. */
export type FieldCheck = (issues: Issues, pointer: string, value: unknown) => void;

/**
 * How one field of a profile is checked and written. The same tree serves the customer PATCH,
 * profile answers of task submissions (by profile pointer) and related-party bodies.
 */
export interface FieldSpec {
  /** Checks a value that is not null, as a PATCH would. */
  readonly check: FieldCheck;
  /** `merge`: a PATCH deep-merges into the stored object (null clears a part); `replace`: the value replaces whole. */
  readonly write: 'merge' | 'replace';
  /** The parts of an object, for pointers that reach inside it. */
  readonly fields?: Readonly<Record<string, FieldSpec>>;
  /** The item of an array, for pointers that reach one item. */
  readonly items?: FieldSpec;
  /** A merged object left with fewer properties than this after a write is removed. */
  readonly minProperties?: number;
}

/** A scalar (or otherwise atomic) field. */
export function leaf(check: FieldCheck): FieldSpec {
  return { check, write: 'replace' };
}

/** An array replaced whole on write; every item is checked and none may be null. */
export function arrayOf(item: FieldSpec, options: { unique?: boolean } = {}): FieldSpec {
  return {
    write: 'replace',
    items: item,
    check: (issues, pointer, value) => {
      checkArray(
        issues,
        pointer,
        value,
        (itemPointer, itemValue) => {
          if (itemValue === null) issues.add(itemPointer, 'invalid_type', 'must not be null');
          else item.check(issues, itemPointer, itemValue);
        },
        options,
      );
    },
  };
}

/**
 * An object that is always given whole (array items, money, flow parties): unknown parts are
 * refused, `required` parts must be present, and no part may be null (omit it instead).
 */
export function wholeObject(fields: Readonly<Record<string, FieldSpec>>, required: readonly string[] = []): FieldSpec {
  return {
    write: 'replace',
    fields,
    check: (issues, pointer, value) => {
      if (!isObject(value)) {
        issues.add(pointer, 'invalid_type', 'must be an object');
        return;
      }
      rejectUnknownFields(issues, pointer, value, Object.keys(fields));
      for (const [key, spec] of Object.entries(fields)) {
        const partPointer = pointerTo(pointer, key);
        const part = value[key];
        if (required.includes(key)) {
          if (requireField(issues, partPointer, part)) spec.check(issues, partPointer, part);
        } else if (part === null) {
          issues.add(partPointer, 'invalid_type', 'must not be null; omit it instead');
        } else if (part !== undefined) {
          spec.check(issues, partPointer, part);
        }
      }
    },
  };
}

/**
 * An object a PATCH deep-merges into: each part present is checked, a null part clears it, and
 * unknown parts are refused. With `minProperties`, the object given must have at least that many.
 */
export function mergedObject(fields: Readonly<Record<string, FieldSpec>>, options: { minProperties?: number } = {}): FieldSpec {
  const { minProperties } = options;
  return {
    write: 'merge',
    fields,
    minProperties,
    check: (issues, pointer, value) => {
      if (!isObject(value)) {
        issues.add(pointer, 'invalid_type', 'must be an object');
        return;
      }
      if (minProperties !== undefined && Object.keys(value).length < minProperties) {
        issues.add(pointer, 'too_few_properties', `must have at least ${minProperties} propert${minProperties === 1 ? 'y' : 'ies'}`);
      }
      rejectUnknownFields(issues, pointer, value, Object.keys(fields));
      for (const [key, spec] of Object.entries(fields)) {
        const part = value[key];
        if (part !== undefined && part !== null) spec.check(issues, pointerTo(pointer, key), part);
      }
    },
  };
}

/** A copy of `value` without the parts `spec` does not know, at every depth (for bodies whose unknown fields are ignored). */
export function stripUnknown(spec: FieldSpec, value: unknown): unknown {
  if (spec.fields && isObject(value)) {
    const kept: JsonObject = {};
    for (const [key, part] of Object.entries(value)) {
      const partSpec = spec.fields[key];
      if (partSpec) kept[key] = stripUnknown(partSpec, part);
    }
    return kept;
  }
  if (spec.items && Array.isArray(value)) return value.map((item) => stripUnknown(spec.items as FieldSpec, item));
  return value;
}
