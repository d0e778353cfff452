import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkout } from 'paykit/components';
import type { ScenarioResult } from 'paykit/testing';
import { fakeKitStory } from '../support/fakeKitStory.js';

/**
 * Amounts typed and shown the way the person's language writes them: the checkout's amount in
 * French (`1 234,50`, a decimal comma) and in German (`1.234,50`), read into the API's grammar.
 */
const meta = {
  title: 'Payments/Amounts',
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<Meta>;

type Ready = ScenarioResult<'readyForPayments'>;

/** A pay-in of 1234.50 USD into the customer's issued USDC wallet. */
const payIn = (scenario: Ready) => ({
  capabilityId: scenario.capabilityId,
  payeeKind: 'own' as const,
  accountId: scenario.walletAccountId,
  amount: '1234.50',
});

/** In French: the amount shows as `1 234,50`, and `250,50` typed with a decimal comma is quoted. */
export const French: Story = {
  globals: { locale: 'fr' },
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} /> }),
  play: async ({ canvas, userEvent }) => {
    const amount = await canvas.findByLabelText(/Montant en USD/);
    await expect(amount).toHaveValue('1\u202f234,50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Obtenir un devis' }));
    await expect(await canvas.findByRole('region', { name: 'Votre devis' })).toHaveTextContent('250,50');
  },
};

/** In German (English words, German numbers): `1.234,50` is one thousand two hundred and thirty-four. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <Checkout defaultValues={payIn(scenario)} /> }),
  play: async ({ canvas, userEvent }) => {
    const amount = await canvas.findByLabelText(/Amount in USD/);
    await expect(amount).toHaveValue('1.234,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a quote' }));
    await expect(await canvas.findByRole('region', { name: 'Your quote' })).toHaveTextContent('1.234,50');
  },
};
