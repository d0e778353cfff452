import type { Issues } from '../../validation/Issues.js';

/** True when `value` is one of `prefixes` followed by one or more ASCII letters or digits. */
export function isIdOf(value: unknown, ...prefixes: string[]): value is string {
  return (
    typeof value === 'string' && prefixes.some((prefix) => value.startsWith(prefix) && /^[A-Za-z0-9]+$/.test(value.slice(prefix.length)))
  );
}

/** Reports `invalid_id` unless `value` is an id with one of `prefixes`. */
export function checkId(issues: Issues, pointer: string, value: unknown, ...prefixes: string[]): void {
  if (typeof value !== 'string') issues.add(pointer, 'invalid_type', 'must be a string');
  else if (!isIdOf(value, ...prefixes)) {
    issues.add(pointer, 'invalid_id', `must be ${prefixes.join(' or ')} followed by letters and digits`);
  }
}
