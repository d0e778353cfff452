import * as z from 'zod/mini';

/**
 * A value of an open enum: one of the values known today, or any other string the API adds
 * later. `(string & {})` keeps editor completion for the known values while accepting the rest.
 */
export type OpenEnum<Known extends string> = Known | (string & {});

/** The schema {@link openEnum} returns: parses any string, types it as {@link OpenEnum}. */
export type OpenEnumSchema<Known extends string> = z.ZodMiniType<OpenEnum<Known>, string>;

/**
 * A schema for an enum the API may grow: any string parses and is kept unchanged, and the
 * inferred type lists the known values for completion and exhaustive UI copy. A non-string still
 * fails, with a message naming a few known values.
 *
 * @example
 * export const capabilityStatuses = ['pending', 'restricted', 'ready'] as const;
 * const status = openEnum(capabilityStatuses);
 * status.parse('paused'); // 'paused', typed 'pending' | 'restricted' | 'ready' | (string & {})
 */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values): OpenEnumSchema<Values[number]> {
  const examples = values
    .slice(0, 3)
    .map((value) => `"${value}"`)
    .join(', ');
  return z.string({ error: `Expected a string such as ${examples}` }) as OpenEnumSchema<Values[number]>;
}

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
