/** Statuses of verification and terms-of-service sessions. */
export const sessionStatuses = ['action_required', 'in_review', 'completed', 'reused', 'rejected', 'canceled'] as const;

/** Known kinds of a session's action. */
export const sessionActionKinds = ['available'] as const;

/** How a task completes. */
export const completionPolicyTypes = ['requirements', 'verification_sessions'] as const;

/** Known completion rules. */
export const completionRules = ['all'] as const;
