/** The kinds of answer a requirement asks for (`request.type`). */
export const answerTypes = [
  'profile',
  'text',
  'date',
  'single_select',
  'multi_select',
  'boolean',
  'attestation',
  'document',
  'resource_reference',
  'absence',
] as const;

/**
 * Requirement statuses. The API does not list them in full; paykit assumes the task statuses.
 */
export const requirementStatuses = ['action_required', 'in_review', 'satisfied', 'rejected', 'canceled'] as const;

/** Known evidence types and statuses. */
export const evidenceTypes = ['document'] as const;

/** Known evidence statuses. */
export const evidenceStatuses = ['in_review'] as const;

/** Known evidence provenance sources. */
export const evidenceSources = ['reuse'] as const;
