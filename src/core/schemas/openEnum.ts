import * as z from 'zod/mini';
import type { OpenEnum } from './isKnownValue.js';

export { isKnownValue, type OpenEnum } from './isKnownValue.js';

/** The schema {@link openEnum} returns: parses any string, types it as {@link OpenEnum}. */
export type OpenEnumSchema<Known extends string> = z.ZodMiniType<OpenEnum<Known>, string>;

/**
 * A schema for an enum the API may grow: any string parses and is kept unchanged, and the
 * inferred type lists the known values for completion and exhaustive UI copy. A non-string still
 * fails, with a message naming a few known values when `values` is given. The kit's own schemas
 * pass the list as a type only (`openEnum<typeof capabilityStatuses>()`): no check reads it, so
 * the lists stay out of a bundle that only parses responses (about 1 KB gzip of `paykit`).
 *
 * @example
 * export const capabilityStatuses = ['pending', 'restricted', 'ready'] as const;
 * const status = openEnum(capabilityStatuses);
 * status.parse('paused'); // 'paused', typed 'pending' | 'restricted' | 'ready' | (string & {})
 * const lean = openEnum<typeof capabilityStatuses>(); // the same type, "Expected a string" on a non-string
 */
export function openEnum<const Values extends readonly string[]>(values?: Values): OpenEnumSchema<Values[number]> {
  const examples = values
    ?.slice(0, 3)
    .map((value) => `"${value}"`)
    .join(', ');
  return z.string({ error: examples ? `Expected a string such as ${examples}` : 'Expected a string' }) as OpenEnumSchema<Values[number]>;
}
