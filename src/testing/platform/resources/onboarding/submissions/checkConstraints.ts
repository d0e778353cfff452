import type { RequirementConstraints } from '../../../../../core/schemas/index.js';
import type { Issues } from '../../../validation/Issues.js';

/** The full-match regular expression of a `pattern` constraint, or `undefined` when it does not compile. */
function patternOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return undefined;
  }
}

/**
 * Checks a value against a requirement's constraints: `minLength`, `maxLength` (code points) and
 * `pattern` (the whole string) for strings; `minItems` and `maxItems` for arrays.
 */
export function checkConstraints(
  issues: Issues,
  pointer: string,
  value: unknown,
  constraints: RequirementConstraints | null | undefined,
): void {
  if (!constraints) return;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (constraints.minLength != null && length < constraints.minLength)
      issues.add(pointer, 'too_short', `must be at least ${constraints.minLength} characters`);
    else if (constraints.maxLength != null && length > constraints.maxLength)
      issues.add(pointer, 'too_long', `must be at most ${constraints.maxLength} characters`);
    else if (constraints.pattern && !patternOf(constraints.pattern)?.test(value))
      issues.add(pointer, 'pattern_mismatch', `must match the pattern ${constraints.pattern}`);
  } else if (Array.isArray(value)) {
    if (constraints.minItems != null && value.length < constraints.minItems)
      issues.add(pointer, 'too_few_items', `must have at least ${constraints.minItems} item${constraints.minItems === 1 ? '' : 's'}`);
    else if (constraints.maxItems != null && value.length > constraints.maxItems)
      issues.add(pointer, 'too_many_items', `must have at most ${constraints.maxItems} items`);
  }
}
