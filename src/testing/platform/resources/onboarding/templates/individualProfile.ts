import { accountPurposes, sourcesOfFunds } from '../../../../../core/schemas/index.js';
import { attestationAsk, booleanAsk, optionsOf, profileAsk, selectAsk, textAsk } from './requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskTemplate } from './TaskTemplate.js';

const NAME = { minLength: 1, maxLength: 256 };

/**
 * The intake of an individual for a bank-backed capability: personal details, tax identifiers
 * (which PIX requires and other methods let the customer declare absent), employment, financial
 * profile and a declaration. Profile answers are written through to the customer.
 */
export const individualProfileTemplate: TaskTemplate = {
  key: 'individual_profile',
  appliesTo: ({ capability, customerType }) => customerType === 'individual' && capability.accountType !== null,
  build: ({ capability }) => ({
    templateKey: 'individual_profile',
    shared: false,
    name: 'Tell us about yourself',
    category: 'customer_information',
    reason: {
      code: 'customer_information_required',
      message: `${capability.title} needs a few facts about you.`,
      requestedBy: 'compliance',
    },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: [
      profileAsk('/individual/firstName', {
        section: 'personal_details',
        prompt: 'First name, as on your identity document',
        valueType: 'string',
        constraints: NAME,
      }),
      profileAsk('/individual/lastName', {
        section: 'personal_details',
        prompt: 'Last name, as on your identity document',
        valueType: 'string',
        constraints: NAME,
      }),
      profileAsk('/individual/birthDate', { section: 'personal_details', prompt: 'Date of birth', valueType: 'date' }),
      profileAsk('/individual/nationalities', {
        section: 'personal_details',
        prompt: 'Nationalities',
        valueType: 'array',
        itemValueType: 'country_code',
        constraints: { minItems: 1 },
      }),
      profileAsk('/individual/residentialAddress', { section: 'personal_details', prompt: 'Home address', valueType: 'address' }),
      profileAsk('/individual/taxIdentifiers', {
        section: 'tax',
        prompt: capability.method === 'pix' ? 'Your CPF number' : 'Tax identification numbers, if you have any',
        valueType: 'array',
        itemValueType: 'tax_identifier',
        allowsAbsence: capability.method !== 'pix',
        constraints: { minItems: 1 },
      }),
      selectAsk('employment_status', 'single_select', {
        section: 'employment',
        prompt: 'What is your employment status?',
        options: optionsOf(['employed', 'self_employed', 'unemployed', 'student', 'retired']),
      }),
      textAsk('occupation', { section: 'employment', prompt: 'What is your occupation?', constraints: { minLength: 2, maxLength: 100 } }),
      booleanAsk('politically_exposed_person', {
        section: 'employment',
        prompt: 'Do you hold, or have you held, a prominent public function?',
      }),
      profileAsk('/financialProfile/accountPurposes', {
        section: 'financial_profile',
        prompt: 'What will you use this account for?',
        valueType: 'array',
        itemValueType: 'string',
        options: optionsOf(accountPurposes),
        constraints: { minItems: 1 },
      }),
      profileAsk('/financialProfile/sourcesOfFunds', {
        section: 'financial_profile',
        prompt: 'Where does the money you will move come from?',
        valueType: 'array',
        itemValueType: 'string',
        options: optionsOf(sourcesOfFunds),
        constraints: { minItems: 1 },
      }),
      profileAsk('/financialProfile/expectedMonthlyVolume', {
        section: 'financial_profile',
        prompt: 'How much do you expect to move each month?',
        valueType: 'money',
      }),
      selectAsk('expected_transaction_types', 'multi_select', {
        section: 'financial_profile',
        prompt: 'Which payments do you expect to make or receive? Choose up to three.',
        options: optionsOf(['receive_salary', 'pay_bills', 'send_to_family', 'online_shopping', 'investments']),
        constraints: { minItems: 1, maxItems: 3 },
      }),
      attestationAsk('information_accuracy', {
        section: 'declarations',
        prompt: 'I confirm that the information I gave is true and complete.',
      }),
    ],
    verificationSessions: [],
    tosSessions: [],
  }),
};
