import { documentAsk } from './requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskTemplate } from './TaskTemplate.js';

/** The formation documents a business needs for a named (dedicated) account. */
export const businessDocumentsTemplate: TaskTemplate = {
  key: 'business_documents',
  appliesTo: ({ capability, customerType }) => customerType === 'business' && capability.accountType === 'named',
  build: ({ capability }) => ({
    templateKey: 'business_documents',
    shared: false,
    name: 'Upload the formation documents of the business',
    category: 'business_documents',
    reason: {
      code: 'formation_documents_required',
      message: `${capability.title} opens an account in the business's own name.`,
      requestedBy: 'partner_bank',
    },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: [
      documentAsk('formation_document', {
        section: 'documents',
        prompt: 'The certificate of incorporation or the articles of association.',
        constraints: {
          acceptedDocumentTypes: ['certificate_of_incorporation', 'articles_of_association'],
          acceptedFormats: ['pdf'],
          minItems: 1,
          maxItems: 2,
        },
      }),
    ],
    verificationSessions: [],
    tosSessions: [],
  }),
};
