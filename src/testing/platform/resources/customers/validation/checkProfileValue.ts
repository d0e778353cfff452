import type { Issues } from '../../../validation/Issues.js';
import { pointerSegments, resolveProfileSpec } from './profilePointer.js';

/**
 * Checks `value` as the customer PATCH would check it at `profilePointer` (an RFC 6901 pointer
 * into the customer, e.g. `/individual/phone`, `/individual/residentialAddress`,
 * `/financialProfile/sourcesOfFunds`), reporting problems at `answerPointer` plus the sub-path
 * inside `value` (e.g. `/answers/2/value/city`).
 *
 * An object the PATCH merges into (an address, `individual`, `flows`) is checked as a merge
 * document; arrays and scalars as whole values. A null or missing value is refused with
 * `required`: a profile answer must carry a value (absence has its own answer type). A pointer
 * that names no writable profile field is refused with `invalid_profile_pointer`.
 */
export function checkProfileValue(issues: Issues, answerPointer: string, profilePointer: string, value: unknown): void {
  const segments = pointerSegments(profilePointer);
  const spec = segments ? resolveProfileSpec(segments) : undefined;
  if (!spec) {
    issues.add(answerPointer, 'invalid_profile_pointer', `${profilePointer} is not a writable field of the customer profile`);
    return;
  }
  if (value === undefined || value === null) {
    issues.add(answerPointer, 'required', 'is required');
    return;
  }
  spec.check(issues, answerPointer, value);
}
