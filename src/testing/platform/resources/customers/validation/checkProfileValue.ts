import type { Issues } from '../../../validation/Issues.js';

/**
 * Checks `value` as the customer PATCH would check it at `profilePointer` (an RFC 6901 pointer
 * into the customer, e.g. `/individual/phone`), reporting problems at `answerPointer`.
 */
export function checkProfileValue(_issues: Issues, _answerPointer: string, _profilePointer: string, _value: unknown): void {}
