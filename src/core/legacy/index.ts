export {
  businessRailStatuses,
  capabilityIdOfRail,
  isLegacyRail,
  legacyRails,
  legacyRailStatuses,
  legacyVerificationStatuses,
  railOfCapabilityId,
  type BusinessRailStatus,
  type LegacyRail,
  type LegacyRailStatus,
  type LegacyVerificationStatus,
} from './rails.js';
export { capabilityViewOfRails, withLegacyRails, type LegacyCapability, type LegacyRailsSource } from './capabilityView.js';
export { legacyClientOf, type LegacyClient } from './legacyClient.js';
