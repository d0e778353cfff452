/** Who provides the account: issued by the service, or registered as external. */
export const accountOrigins = ['issued', 'external'] as const;

/** What the account is: a bank account or a wallet. */
export const accountTypes = ['bank', 'wallet'] as const;

/** Account statuses. */
export const accountStatuses = ['provisioning', 'in_review', 'ready', 'action_required', 'suspended', 'rejected', 'archived'] as const;
