import { BY_SESSIONS, type TaskTemplate } from './TaskTemplate.js';

/**
 * Identity verification through a hosted session (`vfy_…`): one per customer, shared by every
 * capability that needs it. Completed only through the session, never by a direct submission.
 */
export const identityVerificationTemplate: TaskTemplate = {
  key: 'identity_verification',
  appliesTo: ({ capability }) => capability.id !== 'stablecoin_transfers',
  build: ({ customerType }) => ({
    templateKey: 'identity_verification',
    shared: true,
    name: customerType === 'business' ? 'Verify the identity of the business representative' : 'Verify your identity',
    category: 'identity_verification',
    reason: {
      code: 'identity_verification_required',
      message: 'We need to confirm who you are with a photo of an identity document and a selfie.',
      requestedBy: 'compliance',
    },
    completionPolicy: BY_SESSIONS,
    allowedSubmissionChannels: ['verification_session'],
    requirements: [],
    verificationSessions: [{ key: 'identity', type: 'document_and_selfie' }],
    tosSessions: [],
  }),
};
