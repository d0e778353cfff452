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
