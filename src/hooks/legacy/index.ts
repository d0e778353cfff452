export { legacyReadiness, type PaykitLegacyReadiness } from './legacyReadiness.js';
export { useLegacyCustomer, type UseLegacyCustomerOptions, type UseLegacyCustomerResult } from './useLegacyCustomer.js';
export { useBusinessRails, type UseBusinessRailsOptions, type UseBusinessRailsResult } from './useBusinessRails.js';
export {
  useCreateVerificationToken,
  type UseCreateVerificationTokenOptions,
  type UseCreateVerificationTokenResult,
} from './useCreateVerificationToken.js';
