import type { CatalogCapability } from '../../../catalog/index.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkArray, isObject, rejectUnknownFields } from '../../../validation/shapes.js';

/**
 * The `institutions` of a capability request body `{ institutions?: string[] }`: each an id the
 * capability offers, no repeats. 400 validation_error names every bad item (`/institutions/0`).
 */
export function readInstitutionsBody(body: unknown, capability: CatalogCapability): string[] {
  const issues = new Issues();
  if (body === undefined) return [];
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object');
    issues.throwIfAny();
    return [];
  }
  rejectUnknownFields(issues, '', body, ['institutions']);
  const institutions: string[] = [];
  if (body.institutions !== undefined) {
    checkArray(
      issues,
      '/institutions',
      body.institutions,
      (pointer, item) => {
        if (typeof item !== 'string' || item.length === 0) issues.add(pointer, 'invalid_type', 'must be a non-empty institution id');
        else if (!capability.institutionIds.includes(item))
          issues.add(pointer, 'unknown_institution', `is not an institution offered for ${capability.id}`);
        else institutions.push(item);
      },
      { unique: true },
    );
  }
  issues.throwIfAny();
  return institutions;
}

/** Like {@link readInstitutionsBody} for the repeated `institutions` query parameter of the preview. */
export function readInstitutionsQuery(values: readonly string[], capability: CatalogCapability): string[] {
  const issues = new Issues();
  values.forEach((value, index) => {
    const pointer = pointerTo('/query/institutions', index);
    if (value.length === 0) issues.add(pointer, 'too_short', 'must be at least 1 character');
    else if (!capability.institutionIds.includes(value))
      issues.add(pointer, 'unknown_institution', `is not an institution offered for ${capability.id}`);
  });
  issues.throwIfAny();
  return [...new Set(values)];
}
