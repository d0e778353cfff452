import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SweepRules } from 'paykit/components';
import { fakeKitStory, type FakeKitSetup } from '../support/fakeKitStory.js';
import { failingKitRoute, heldKitRoute } from '../support/kitHandlers.js';

/** How many times the paykit client sends a request that answers 503 before it gives up. */
const CLIENT_ATTEMPTS = 4;

/**
 * The sweep rules of the scenario's issued USDC wallet on the fake platform: a second issued
 * wallet ("Savings") is the legal target the picker offers.
 */
const meta = {
  title: 'Payments/SweepRules',
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

interface Single<T> {
  data: T;
}

/** A ready "Savings" wallet beside the scenario's; returns its id. */
async function addSavings({ sandbox, scenario, clock, platform }: FakeKitSetup<'readyForPayments'>): Promise<string> {
  const { data } = await sandbox.api.post<Single<{ id: string }>>(`/v3/customers/${scenario.customerId}/accounts`, {
    origin: 'issued',
    type: 'wallet',
    currency: 'USDC',
    label: 'Savings',
  });
  clock.advance(platform.core.settings.provisioningMs);
  return data.id;
}

/** A rule from the scenario's wallet to "Savings", paused when `status` says so. */
async function addRule(setup: FakeKitSetup<'readyForPayments'>, status: 'active' | 'disabled'): Promise<void> {
  const target = await addSavings(setup);
  const rulesPath = `/v3/customers/${setup.scenario.customerId}/rules`;
  const { data } = await setup.sandbox.api.post<Single<{ id: string }>>(rulesPath, {
    sourceAccountId: setup.scenario.walletAccountId,
    target: { type: 'account', id: target },
  });
  if (status === 'disabled') await setup.sandbox.api.patch(`${rulesPath}/${data.id}`, { status });
}

/** No rule yet; the picker offers "Savings" only (not the wallet itself, the bank account or the ACH payee). */
export const Empty: Story = fakeKitStory({
  scenario: 'readyForPayments',
  prepare: addSavings,
  render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
});

/** An active sweep to "Savings", with Pause and Delete. */
export const Active: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: (setup) => addRule(setup, 'active'),
    render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
  }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Sweeps of this wallet' }, { timeout: 10_000 });
    await expect(within(list).getByText('Active')).toBeInTheDocument();
  },
};

/** Editing an active sweep: the picker of legal targets, preset to the current one, Save and Cancel. */
export const Editing: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: (setup) => addRule(setup, 'active'),
    render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
  }),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Sweeps of this wallet' }, { timeout: 10_000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Change target' }));
    await expect(within(list).getByRole('form', { name: 'Change where this sweep goes' })).toBeInTheDocument();
  },
};

/** A paused sweep, with Resume. */
export const Paused: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: (setup) => addRule(setup, 'disabled'),
    render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Resume' }, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** Nowhere to sweep to yet: a sentence instead of the picker. */
export const NoTargets: Story = fakeKitStory({
  scenario: 'readyForPayments',
  render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
});

/** The rules read held: a skeleton. */
export const Loading: Story = fakeKitStory({
  scenario: 'readyForPayments',
  handlers: () => [heldKitRoute({ method: 'GET', path: '/rules' }).handler],
  render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
});

/** The rules read fails: the error with Try again, which reads them. */
export const LoadError: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/rules' }, CLIENT_ATTEMPTS).handler],
    render: (kit) => <SweepRules accountId={kit.scenario.walletAccountId} />,
  }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('We could not load the sweeps of this wallet.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/nowhere to sweep to yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
