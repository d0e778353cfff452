/** Application statuses. */
export const applicationStatuses = ['requested', 'in_review', 'action_required', 'ready', 'rejected', 'disabled', 'canceled'] as const;
