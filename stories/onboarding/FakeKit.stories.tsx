import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent } from 'paykit/components';
import { useCapabilities, useCustomer } from 'paykit';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';

/** The signed-in customer and their capabilities, read through the proxy from the story's fake platform. */
function SignedInCustomer() {
  const customer = useCustomer();
  const capabilities = useCapabilities();
  if (customer.status === 'pending' || capabilities.status === 'pending') return <p role="status">Loading…</p>;
  if (customer.status === 'error') return <p role="alert">{customer.error.message}</p>;
  if (capabilities.status === 'error') return <p role="alert">{capabilities.error.message}</p>;
  const name = customer.data.individual
    ? `${customer.data.individual.firstName ?? ''} ${customer.data.individual.lastName ?? ''}`.trim()
    : (customer.data.business?.legalName ?? customer.data.id);
  return (
    <Card>
      <CardContent>
        <h2>{name}</h2>
        <ul aria-label="Capabilities">
          {capabilities.data.map((capability) => (
            <li key={capability.id}>
              {capability.id}: {capability.status}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * The story kit itself: every onboarding story runs on a fresh fake platform, a scenario and the
 * real proxy, served to the page through MSW. This one shows what the kit serves.
 */
const meta = {
  title: 'Onboarding/Story kit',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const IndividualWithOpenTasks: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', render: () => <SignedInCustomer /> }),
  play: async ({ canvas, loaded }) => {
    const { scenario } = fakeKitOf<'individualWithOpenTasks'>({ loaded });
    await expect(await canvas.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Capabilities' })).toHaveTextContent(`${scenario.capabilityId}: restricted`);
  },
};

export const Business: Story = {
  ...fakeKitStory({ scenario: 'businessWithRelatedParties', render: () => <SignedInCustomer /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Analytical Engines LLC' })).toBeInTheDocument();
  },
};
