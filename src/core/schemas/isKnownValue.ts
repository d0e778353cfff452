/**
 * A value of an open enum: one of the values known today, or any other string the API adds
 * later. `(string & {})` keeps editor completion for the known values while accepting the rest.
 */
export type OpenEnum<Known extends string> = Known | (string & {});

/**
 * Narrows an open-enum value to the known values, so a switch can handle those and fall back for
 * the rest.
 *
 * @example
 * if (isKnownValue(capabilityStatuses, capability.status)) labels[capability.status];
 */
export function isKnownValue<const Values extends readonly string[]>(values: Values, value: unknown): value is Values[number] {
  return typeof value === 'string' && values.includes(value);
}
