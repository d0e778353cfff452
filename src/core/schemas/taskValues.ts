/** Task statuses. */
export const taskStatuses = ['action_required', 'in_review', 'satisfied', 'rejected', 'canceled'] as const;

/** What a task can attach to. */
export const taskScopeTypes = ['customer', 'capability', 'transfer', 'application'] as const;

/** Known task categories. */
export const taskCategories = ['identity_verification', 'terms_of_service'] as const;

/** Channels through which a task may be answered, in the API's order. */
export const submissionChannels = ['direct_submission', 'verification_session'] as const;

/** Known deadline outcomes. */
export const deadlineOutcomes = ['none'] as const;
