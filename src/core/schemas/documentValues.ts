/** Known document statuses (paykit's assumption; the API does not show the document resource). */
export const documentStatuses = ['processing', 'ready', 'rejected'] as const;
