import { capabilityIdOfRail } from '../../../../../core/legacy/rails.js';
import { findCatalogCapability, type CatalogCapability } from '../../../catalog/index.js';
import { eligibilityOf } from '../../onboarding/capabilities/offering.js';

/**
 * The catalog capability a rail maps to when a customer of `customerType` may request it: the
 * fake offers it, it is not disabled, and the customer type is eligible. Undefined otherwise: the
 * rail is `rail_unavailable` (never invented).
 */
export function offeredRailCapability(rail: string, customerType: string): CatalogCapability | undefined {
  const capabilityId = capabilityIdOfRail(rail);
  const catalog = capabilityId === undefined ? undefined : findCatalogCapability(capabilityId);
  if (!catalog || catalog.availability === 'disabled') return undefined;
  return eligibilityOf(catalog, customerType).status === 'eligible' ? catalog : undefined;
}
