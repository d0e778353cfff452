/**
 * `paykit/legacy`: for merchants with customers onboarded on v1 or v2. Pass `legacyReadiness` to
 * `<PaykitProvider legacy>` and every capability view also counts the customer's v1 rails; the
 * hooks and `<RailStatus>` read the v1 customer through it. The proxy serves the reads only with
 * `createPaykitProxy({ legacy: true })`. Apart from `paykit`, so an app on v3 alone carries none of it.
 */
export { legacyReadiness, type PaykitLegacyReadiness } from './legacyReadiness.js';
export { useLegacyCustomer, type UseLegacyCustomerOptions, type UseLegacyCustomerResult } from './useLegacyCustomer.js';
export { useBusinessRails, type UseBusinessRailsOptions, type UseBusinessRailsResult } from './useBusinessRails.js';
export {
  useCreateVerificationToken,
  type UseCreateVerificationTokenOptions,
  type UseCreateVerificationTokenResult,
} from './useCreateVerificationToken.js';
export {
  businessRailStatuses,
  capabilityIdOfRail,
  capabilityViewOfRails,
  isLegacyRail,
  legacyClientOf,
  legacyRails,
  legacyRailStatuses,
  legacyVerificationStatuses,
  railOfCapabilityId,
  withLegacyRails,
  type BusinessRailStatus,
  type LegacyCapability,
  type LegacyClient,
  type LegacyRail,
  type LegacyRailsSource,
  type LegacyRailStatus,
  type LegacyVerificationStatus,
} from '../../core/legacy/index.js';
export type { BusinessRail, LegacyCustomer, LegacyRailRow, LegacyReason, VerificationToken } from '../../core/schemas/index.js';
