import { documentAsk } from './requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskTemplate } from './TaskTemplate.js';

const RECENT_DOCUMENT = { maxAgeDays: 90, acceptedFormats: ['pdf', 'jpeg', 'png'] } as const;

/**
 * A proof of address for bank-backed capabilities: a utility bill, a bank statement or a lease,
 * exactly one of them (an `alternativeKey` group), each at most 90 days old.
 */
export const proofOfAddressTemplate: TaskTemplate = {
  key: 'proof_of_address',
  appliesTo: ({ capability }) => capability.accountType !== null,
  build: ({ capability, customerType }) => {
    const whose = customerType === 'business' ? "the business's registered address" : 'your home address';
    const member = (documentType: string, prompt: string) =>
      documentAsk(`proof_of_address_${documentType}`, {
        section: 'address',
        prompt,
        alternativeKey: 'proof_of_address',
        constraints: { acceptedDocumentTypes: [documentType], ...RECENT_DOCUMENT, acceptedFormats: [...RECENT_DOCUMENT.acceptedFormats] },
      });
    return {
      templateKey: 'proof_of_address',
      shared: false,
      name: customerType === 'business' ? "Confirm the business's address" : 'Confirm your address',
      category: 'proof_of_address',
      reason: {
        code: 'address_unverified',
        message: `${capability.title} needs a recent document showing ${whose}.`,
        requestedBy: 'compliance',
      },
      completionPolicy: BY_REQUIREMENTS,
      allowedSubmissionChannels: ['direct_submission'],
      requirements: [
        member('utility_bill', `A utility bill from the last 90 days showing ${whose}.`),
        member('bank_statement', `A bank statement from the last 90 days showing ${whose}.`),
        member('lease_agreement', `A lease or rental agreement, signed in the last 90 days, for ${whose}.`),
      ],
      verificationSessions: [],
      tosSessions: [],
    };
  },
};
