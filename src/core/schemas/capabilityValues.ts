/** Known payment methods of a capability. */
export const capabilityMethods = [
  'ach',
  'wire',
  'rtp',
  'pix',
  'sepa',
  'swift',
  'spei',
  'pse',
  'transfers_3_0',
  'faster_payments',
  'sepa_instant',
  'uaefts',
  'card',
  'stablecoin_transfers',
] as const;

/** Account types of bank-backed capabilities. */
export const capabilityAccountTypes = ['pooled', 'named'] as const;

/** Directions a capability moves money in. */
export const capabilityDirections = ['payin', 'payout'] as const;

/** Capability statuses. */
export const capabilityStatuses = ['pending', 'restricted', 'ready', 'rejected', 'canceled'] as const;

/** Known account provisioning values. */
export const accountProvisionings = ['not_applicable'] as const;
