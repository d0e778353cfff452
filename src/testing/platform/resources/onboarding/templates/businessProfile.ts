import { accountPurposes, businessEntityTypes, sourcesOfFunds } from '../../../../../core/schemas/index.js';
import { attestationAsk, optionsOf, profileAsk, referenceAsk, selectAsk } from './requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskTemplate } from './TaskTemplate.js';

const NAME = { minLength: 1, maxLength: 256 };

/**
 * The intake of a business for a bank-backed capability: registration details, tax identifiers,
 * financial profile, who controls it (one of its related parties) and an ownership declaration.
 */
export const businessProfileTemplate: TaskTemplate = {
  key: 'business_profile',
  appliesTo: ({ capability, customerType }) => customerType === 'business' && capability.accountType !== null,
  build: ({ capability }) => ({
    templateKey: 'business_profile',
    shared: false,
    name: 'Tell us about the business',
    category: 'business_information',
    reason: {
      code: 'business_information_required',
      message: `${capability.title} needs the business's registration details.`,
      requestedBy: 'compliance',
    },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: [
      profileAsk('/business/legalName', {
        section: 'registration',
        prompt: 'Legal name, as registered',
        valueType: 'string',
        constraints: NAME,
      }),
      profileAsk('/business/registrationNumber', {
        section: 'registration',
        prompt: 'Company registration number',
        valueType: 'string',
        constraints: NAME,
      }),
      profileAsk('/business/incorporationCountry', {
        section: 'registration',
        prompt: 'Country of incorporation',
        valueType: 'country_code',
      }),
      profileAsk('/business/incorporationDate', { section: 'registration', prompt: 'Date of incorporation', valueType: 'date' }),
      profileAsk('/business/entityType', {
        section: 'registration',
        prompt: 'Legal form',
        valueType: 'string',
        options: optionsOf(businessEntityTypes),
      }),
      profileAsk('/business/registeredAddress', { section: 'registration', prompt: 'Registered address', valueType: 'address' }),
      profileAsk('/business/taxIdentifiers', {
        section: 'tax',
        prompt: 'Tax identification numbers of the business, if it has any',
        valueType: 'array',
        itemValueType: 'tax_identifier',
        allowsAbsence: true,
        constraints: { minItems: 1 },
      }),
      selectAsk('industry', 'single_select', {
        section: 'activity',
        prompt: 'Which industry is the business in?',
        options: optionsOf(['software', 'ecommerce', 'professional_services', 'manufacturing', 'nonprofit', 'other']),
      }),
      profileAsk('/financialProfile/accountPurposes', {
        section: 'activity',
        prompt: 'What will the business use this account for?',
        valueType: 'array',
        itemValueType: 'string',
        options: optionsOf(accountPurposes),
        constraints: { minItems: 1 },
      }),
      profileAsk('/financialProfile/sourcesOfFunds', {
        section: 'activity',
        prompt: 'Where do the funds of the business come from?',
        valueType: 'array',
        itemValueType: 'string',
        options: optionsOf(sourcesOfFunds),
        constraints: { minItems: 1 },
      }),
      profileAsk('/financialProfile/estimatedAnnualRevenue', {
        section: 'activity',
        prompt: 'Estimated annual revenue',
        valueType: 'money',
      }),
      referenceAsk('control_person', {
        section: 'ownership',
        prompt: 'Which of the related parties controls the business day to day?',
        valueType: 'related_party',
      }),
      attestationAsk('beneficial_ownership_certification', {
        section: 'ownership',
        prompt: 'I certify that every person owning 25 % or more of the business is listed as a related party.',
      }),
    ],
    verificationSessions: [],
    tosSessions: [],
  }),
};
