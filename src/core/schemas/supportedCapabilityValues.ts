/** Availability of a capability on offer. */
export const capabilityAvailabilities = ['available', 'beta', 'disabled'] as const;

/** Eligibility statuses (paykit's assumption for the `eligibility` object). */
export const eligibilityStatuses = ['eligible', 'ineligible'] as const;
