/** Quote states (the API's word, as for transfers). */
export const quoteStates = ['active', 'executed', 'expired', 'failed'] as const;

/** Money-movement directions, derived by the API from the currencies (read-only). */
export const transferDirections = ['fiat_to_stablecoin', 'stablecoin_to_fiat', 'stablecoin_move'] as const;

/** Known fee types (paykit's assumption; the API does not list them). */
export const feeTypes = ['service', 'developer', 'network'] as const;
