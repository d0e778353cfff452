/** Known payout methods of a destination. */
export const destinationTypes = ['ach', 'wire', 'sepa', 'wallet'] as const;

/** Destination statuses. */
export const destinationStatuses = ['in_review', 'ready', 'action_required', 'archived'] as const;

/** Known blockchain networks for wallets. */
export const walletNetworks = ['polygon', 'ethereum', 'base', 'arbitrum', 'optimism', 'bsc', 'avalanche'] as const;

/** Known wallet ownership types. */
export const walletOwnershipTypes = ['self_custodied'] as const;

/** Known bank account types (paykit's assumption for `accountType`). */
export const bankAccountTypes = ['checking', 'savings'] as const;
