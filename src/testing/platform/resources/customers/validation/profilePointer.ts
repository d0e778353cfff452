import type { FieldSpec } from './fieldSpec.js';
import { mergedObject } from './fieldSpec.js';
import { financialProfileSpec } from './financialProfileSpec.js';
import { businessSpec, individualSpec } from './profileSpecs.js';

/** The writable profile of a customer, as profile pointers see it. */
export const customerProfileSpec = mergedObject({
  individual: individualSpec,
  business: businessSpec,
  financialProfile: financialProfileSpec,
});

/** The reference tokens of an RFC 6901 pointer (`/individual/residentialAddress`), or `undefined` when it is malformed. */
export function pointerSegments(pointer: string): string[] | undefined {
  if (!pointer.startsWith('/')) return undefined;
  const segments = pointer.slice(1).split('/');
  if (segments.some((segment) => /~(?![01])/.test(segment))) return undefined;
  return segments.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * True when `profilePointer` lies in the part of the profile a customer of `customerType` has:
 * `/individual/…` for individuals, `/business/…` for businesses, `/financialProfile/…` for both.
 */
export function isProfilePointerFor(customerType: string, profilePointer: string): boolean {
  const [root] = pointerSegments(profilePointer) ?? [];
  return root === 'financialProfile' || root === customerType;
}

/** True for an array index token: `0` or a number without leading zeros. */
export function isIndexToken(segment: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(segment);
}

/**
 * The spec of the field a profile pointer names (`/individual/phone`, `/financialProfile/flows/payin`,
 * `/individual/taxIdentifiers/0`), or `undefined` when the pointer names no writable profile field.
 */
export function resolveProfileSpec(segments: readonly string[]): FieldSpec | undefined {
  let spec: FieldSpec | undefined = customerProfileSpec;
  for (const segment of segments) {
    if (!spec) return undefined;
    if (spec.fields) spec = Object.hasOwn(spec.fields, segment) ? spec.fields[segment] : undefined;
    else if (spec.items && isIndexToken(segment)) spec = spec.items;
    else return undefined;
  }
  return spec === customerProfileSpec ? undefined : spec;
}

/**
 * True when `segments` name a whole field of the profile: every object on the way is one a PATCH
 * merges into (the profile objects, addresses, `flows`), so a value written there leaves a valid
 * profile. An array item (`/individual/nationalities/1`) or a part of a value given whole (the
 * `amount` of a money object, `/financialProfile/flows/payin/firstParty`) is not one.
 */
export function isWholeFieldPointer(segments: readonly string[]): boolean {
  let spec: FieldSpec | undefined = customerProfileSpec;
  for (const segment of segments) {
    if (!spec || spec.write !== 'merge' || !spec.fields || !Object.hasOwn(spec.fields, segment)) return false;
    spec = spec.fields[segment];
  }
  return segments.length > 0;
}
