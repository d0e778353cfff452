import { BY_SESSIONS, type TaskTemplate } from './TaskTemplate.js';

/**
 * Acceptance of the platform's terms of service through a hosted session: one per customer,
 * shared by every capability that needs it.
 */
export const termsOfServiceTemplate: TaskTemplate = {
  key: 'terms_of_service',
  appliesTo: ({ capability }) => capability.id !== 'stablecoin_transfers',
  build: () => ({
    templateKey: 'terms_of_service',
    shared: true,
    name: 'Accept the terms of service',
    category: 'terms_of_service',
    reason: {
      code: 'terms_acceptance_required',
      message: 'Read and accept the terms of service to use payment methods.',
      requestedBy: 'legal',
    },
    completionPolicy: BY_SESSIONS,
    allowedSubmissionChannels: ['verification_session'],
    requirements: [],
    verificationSessions: [],
    tosSessions: [{ key: 'platform_terms', type: 'platform_terms' }],
  }),
};
