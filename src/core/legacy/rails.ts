/**
 * The legacy v1/v2 rails and how they map onto v3 capabilities. This is the one place the fake
 * platform, the server and the kit read the mapping from: a v1 rail `<network>_<accountType>` is
 * the v3 capability of the same method and account type, except that the v1 `fedwire` network is
 * the v3 `wire` method.
 */

/** The rails v1 names in rail requests and `customer.rail.status_changed` (an open set). */
export const legacyRails = [
  'ach_pooled',
  'ach_named',
  'fedwire_pooled',
  'fedwire_named',
  'sepa_pooled',
  'sepa_named',
  'swift_pooled',
  'swift_named',
  'pix_pooled',
  'pix_named',
] as const;

/** A v1 rail name, e.g. `'ach_pooled'`. */
export type LegacyRail = (typeof legacyRails)[number];

/** A v1 customer's rail status (an open set): `requested`, `ready_to_use` or `rejected`. */
export const legacyRailStatuses = ['requested', 'ready_to_use', 'rejected'] as const;
export type LegacyRailStatus = (typeof legacyRailStatuses)[number];

/** A v2 business rail's discovery or application status (an open set). */
export const businessRailStatuses = [
  'available',
  'unavailable',
  'ready_for_review',
  'in_review',
  'needs_information',
  'active',
  'declined',
] as const;
export type BusinessRailStatus = (typeof businessRailStatuses)[number];

/** A v1 customer's verification status (an open set); businesses never read `not_started`. */
export const legacyVerificationStatuses = ['not_started', 'pending', 'approved', 'rejected'] as const;
export type LegacyVerificationStatus = (typeof legacyVerificationStatuses)[number];

/** v1 rail networks whose v3 method has another name. */
const methodOfNetwork: Readonly<Record<string, string>> = { fedwire: 'wire' };
const networkOfMethod: Readonly<Record<string, string>> = { wire: 'fedwire' };

const RAIL_PATTERN = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*)_(pooled|named)$/;

/** Whether `value` is one of the rails v1 documents. */
export function isLegacyRail(value: unknown): value is LegacyRail {
  return typeof value === 'string' && (legacyRails as readonly string[]).includes(value);
}

/**
 * The v3 capability id a v1 rail maps to (`'fedwire_named'` → `'wire_named'`, `'ach_pooled'` →
 * `'ach_pooled'`), or undefined for a value that is not `<network>_<pooled|named>`.
 */
export function capabilityIdOfRail(rail: string): string | undefined {
  const match = RAIL_PATTERN.exec(rail);
  if (!match) return undefined;
  const network = match[1] as string;
  return `${methodOfNetwork[network] ?? network}_${match[2] as string}`;
}

/**
 * The v1 rail a v3 capability id maps to (`'wire_pooled'` → `'fedwire_pooled'`), or undefined
 * when the capability has no rail in v1 (card, stablecoin transfers, faster payments and others).
 */
export function railOfCapabilityId(capabilityId: string): LegacyRail | undefined {
  const match = RAIL_PATTERN.exec(capabilityId);
  if (!match) return undefined;
  const method = match[1] as string;
  const rail = `${networkOfMethod[method] ?? method}_${match[2] as string}`;
  return isLegacyRail(rail) ? rail : undefined;
}
