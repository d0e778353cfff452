/**
 * The identity verification providers v1 KYC tokens and imports name (the fake's choice; the
 * description does not list them). Every one leads to the fake's own hosted verification page.
 */
export const kycProviders = ['persona', 'sumsub', 'onfido', 'veriff'] as const;

/** Whether `value` names a provider the fake knows. */
export function isKycProvider(value: unknown): value is (typeof kycProviders)[number] {
  return typeof value === 'string' && (kycProviders as readonly string[]).includes(value);
}
