import { attestationAsk, optionsOf, profileAsk, selectAsk } from './requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskTemplate } from './TaskTemplate.js';

/** What a card capability needs to know: the expected volume, ticket size and checkout methods. */
export const cardActivityTemplate: TaskTemplate = {
  key: 'card_activity',
  appliesTo: ({ capability }) => capability.method === 'card',
  build: () => ({
    templateKey: 'card_activity',
    shared: false,
    name: 'Tell us how you will take card payments',
    category: 'payment_activity',
    reason: { code: 'card_activity_required', message: 'Card networks ask how card payments will be taken.', requestedBy: 'compliance' },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: [
      profileAsk('/financialProfile/expectedMonthlyVolume', {
        section: 'volume',
        prompt: 'How much do you expect to take each month?',
        valueType: 'money',
      }),
      profileAsk('/financialProfile/typicalTransactionAmount', {
        section: 'volume',
        prompt: 'What is a typical payment?',
        valueType: 'money',
      }),
      selectAsk('checkout_methods', 'multi_select', {
        section: 'checkout',
        prompt: 'Which ways to pay will you offer?',
        options: optionsOf(['card', 'apple_pay', 'google_pay']),
        constraints: { minItems: 1 },
      }),
      attestationAsk('card_network_rules', {
        section: 'declarations',
        prompt: 'I will follow the card network rules, including on refunds and disputes.',
      }),
    ],
    verificationSessions: [],
    tosSessions: [],
  }),
};
