/** Submission outcomes. */
export const submissionOutcomes = ['in_review', 'accepted', 'changes_requested', 'rejected'] as const;
