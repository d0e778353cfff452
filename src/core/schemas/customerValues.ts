/** Customer types. */
export const customerTypes = ['individual', 'business'] as const;
