import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DepositAddressDetails, TaskForm, TransferDetails, TransferList } from 'paykit/components';
import {
  attachTransferTask,
  createCardPayIn,
  createDepositAddressPayIn,
  createPayout,
  setTransferState,
} from '#test-support/transferSetup';
import { createPaykitClient, type PaykitClient } from 'paykit';
import { createFakeKitBackend } from 'paykit/testing';
import { fakeKitOf, fakeKitStory, type FakeKitSetup } from '../support/fakeKitStory.js';
import { failingKitRoute, heldKitRoute, rewrittenKitRoute } from '../support/kitHandlers.js';

/** Args of these stories: the list's callback, recorded. */
interface TransferStoryArgs {
  onSelect: (transferId: string) => void;
  onLoadError: (error: unknown) => void;
}

/**
 * `<TransferDetails>` and `<TransferList>` on the fake platform. The scenarios leave a pay-in
 * awaiting funds; each story makes or moves transfers through the kit's client and the sandbox's
 * transfer state route, as a merchant's sandbox would.
 */
const meta = {
  title: 'Payments/Transfers',
  args: { onSelect: fn(), onLoadError: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<TransferStoryArgs>;

export default meta;
type Story = StoryObj<Meta<TransferStoryArgs>>;

/** The kit's client of the story's customer, through the real proxy, for `prepare` steps. */
function kitClientOf({ platform, scenario }: FakeKitSetup<'payinAwaitingFunds'>): PaykitClient {
  const backend = createFakeKitBackend({ platform, apiKey: scenario.apiKey, customerId: scenario.customerId });
  return createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
}

/** A story of one transfer (held ones answered in `TaskForm`): `make` returns its id once the scenario ran. */
function transferStory(make: (client: PaykitClient, setup: FakeKitSetup<'payinAwaitingFunds'>) => Promise<string>) {
  return fakeKitStory({
    scenario: 'payinAwaitingFunds',
    prepare: (setup) => make(kitClientOf(setup), setup),
    render: ({ prepared }) => <TransferDetails transferId={prepared} taskForm={TaskForm} />,
  });
}

const details = (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('region', { name: 'Transfer' });
const stateOf = (region: HTMLElement) => region.querySelector('[data-slot="transfer-details-state"]');

/** A bank pay-in awaiting funds: coordinates, the reference to include, the amount and the deadline. */
export const AwaitingFundsBankTransfer: Story = {
  ...transferStory(async (_client, { scenario }) => scenario.transferId),
  play: async ({ canvas }) => {
    const funding = await within(await details(canvas)).findByRole('region', { name: 'How to pay' });
    await expect(await within(funding).findByText('Include this reference in your payment')).toBeVisible();
    await expect(within(funding).getByRole('button', { name: 'Copy Reference' })).toBeVisible();
  },
};

/** A USDT move into the customer's wallet awaiting funds: a Polygon deposit address with its QR code. */
export const AwaitingFundsDepositAddress: Story = {
  ...transferStory(async (client, { scenario }) => (await createDepositAddressPayIn(client, scenario)).id),
  play: async ({ canvas }) => {
    const funding = await within(await details(canvas)).findByRole('region', { name: 'How to pay' });
    await expect(await within(funding).findByRole('img', { name: /^QR code of the Polygon deposit address 0x/ })).toBeVisible();
    await expect(within(funding).getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
  },
};

/**
 * A deposit address whose token the API names: its QR code carries an EIP-681 request
 * (`ethereum:<token>@137/transfer?address=…&uint256=…`) that a wallet app opens with the token,
 * the address and the amount filled in.
 */
export const DepositAddressPaymentRequest: Story = {
  render: () => (
    <DepositAddressDetails
      depositAddress={{
        network: 'polygon',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        currency: 'USDC',
        tokenAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
        tokenDecimals: 6,
      }}
      amount="100.25"
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^QR code of the Polygon deposit address 0x5aAe/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
  },
};

/** A card pay-in: the hosted checkout opens in a new tab, and coming back re-reads the transfer. */
export const AwaitingFundsCardCheckout: Story = {
  ...transferStory(async (client, { scenario }) => (await createCardPayIn(client, scenario)).id),
  play: async ({ canvas }) => {
    const link = await within(await details(canvas)).findByRole('link', { name: /^Open the payment page/ });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  },
};

/** A payout on its way. */
export const Processing: Story = {
  ...transferStory(async (client, { scenario }) => (await createPayout(client, scenario, '25.00', 'Invoice 1042')).id),
  play: async ({ canvas }) => {
    const region = await details(canvas);
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Processing'));
  },
};

/** A payout delivered. */
export const Completed: Story = {
  ...transferStory(async (client, { scenario }) => {
    const transfer = await createPayout(client, scenario);
    await setTransferState(client, transfer.id, { state: 'completed' });
    return transfer.id;
  }),
  play: async ({ canvas }) => {
    const region = await details(canvas);
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Completed'));
  },
};

/** A payout the receiving bank rejected: the reason in the kit's words, and contact support with the transfer id. */
export const FailedWithReason: Story = {
  ...transferStory(async (client, { scenario }) => {
    const transfer = await createPayout(client, scenario);
    await setTransferState(client, transfer.id, {
      state: 'failed',
      stateDetail: { code: 'beneficiary_bank_rejected', message: 'The receiving bank rejected the payment.' },
    });
    return transfer.id;
  }),
  play: async ({ canvas }) => {
    const outcome = await within(await details(canvas)).findByRole('alert');
    await expect(outcome).toHaveTextContent("The recipient's bank returned the payment.");
    await expect(outcome).not.toHaveTextContent('The receiving bank rejected the payment.');
    await expect(outcome).toHaveTextContent('Contact support and quote the transfer ID.');
  },
};

/** A pay-in whose funding window ran out (the sandbox cancel): the customer is told what to do next. */
export const Canceled: Story = {
  ...transferStory(async (client, { scenario }) => {
    await setTransferState(client, scenario.transferId, { state: 'canceled' });
    return scenario.transferId;
  }),
  play: async ({ canvas }) => {
    const region = await details(canvas);
    await expect(await within(region).findByText('The transfer was canceled')).toBeVisible();
    await expect(within(region).getByText('Check the details of your payment, then start a new transfer.')).toBeVisible();
  },
};

/** A payout held by a compliance task scoped to it: the task opens in the `TaskForm` it is given. */
export const ActionRequired: Story = {
  ...transferStory(async (client, { scenario }) => {
    const transfer = await createPayout(client, scenario);
    await attachTransferTask(client, transfer.id);
    return transfer.id;
  }),
  play: async ({ canvas }) => {
    const tasks = await within(await details(canvas)).findByRole('region', { name: 'We need a few answers' });
    await expect(await within(tasks).findByRole('textbox', { name: /What is this payment for\?/ })).toBeVisible();
  },
};

/** Cancel refused: the money started moving while the confirmation was open. */
export const CancelRefused: Story = {
  ...transferStory(async (_client, { scenario }) => scenario.transferId),
  play: async ({ canvas, loaded, userEvent }) => {
    const { sandbox, prepared } = fakeKitOf<'payinAwaitingFunds', string>({ loaded });
    const region = await details(canvas);
    await userEvent.click(await within(region).findByRole('button', { name: 'Cancel transfer' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancel this transfer?' });
    await sandbox.api.post(`/v3/sandbox/transfers/${prepared}/state`, { state: 'processing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    const notice = await within(region).findByRole('alert');
    await expect(within(notice).getByRole('button', { name: 'See where it stands' })).toBeVisible();
  },
};

/** A state this version of the kit does not know: a neutral "in progress" step, still live. */
export const UnknownState: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    handlers: ({ backend }) => [
      rewrittenKitRoute(backend, { method: 'GET', path: '/transfers/:transferId' }, (body) => {
        const envelope = body as { data: Record<string, unknown> };
        return { ...envelope, data: { ...envelope.data, state: 'settling' } };
      }),
    ],
    render: ({ scenario }) => <TransferDetails transferId={scenario.transferId} />,
  }),
  play: async ({ canvas }) => {
    const region = await details(canvas);
    await waitFor(() => expect(stateOf(region)).toHaveTextContent('Settling'));
    await expect(within(region).getByText('In progress')).toBeVisible();
  },
};

/** The list, two a page, with a failed payout to filter for. */
export const ListWithPagingAndFilters: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    prepare: async (setup) => {
      const client = kitClientOf(setup);
      await createPayout(client, setup.scenario, '10.00', 'Rent');
      const failed = await createPayout(client, setup.scenario, '12.00', 'Supplier');
      await setTransferState(client, failed.id, { state: 'failed' });
    },
    render: () => <TransferList pageSize={2} />,
  }),
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Transfers' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Load more' }));
    await expect(await within(region).findByText('3 transfers shown')).toBeVisible();
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'failed');
    await expect(await within(region).findByText('1 transfer shown')).toBeVisible();
  },
};

/** The history by type: the payouts only, with what they sent and delivered per currency (the failed one not counted). */
export const ListByTypeWithTotals: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    prepare: async (setup) => {
      const client = kitClientOf(setup);
      await createPayout(client, setup.scenario, '10.00', 'Rent');
      const failed = await createPayout(client, setup.scenario, '12.00', 'Supplier');
      await setTransferState(client, failed.id, { state: 'failed' });
    },
    render: () => <TransferList defaultFilters={{ direction: 'stablecoin_to_fiat' }} />,
  }),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Transfers' });
    await expect(await within(region).findByText('2 transfers shown')).toBeVisible();
    const totals = within(region).getByRole('table', { name: 'Totals' });
    await expect(within(totals).getByRole('row', { name: /^USDC/ })).toHaveTextContent('10.00');
    await expect(within(region).getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** Days in which nothing happened: the filters stay, and the list says nothing matches them. */
export const ListFilteredEmpty: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    render: () => <TransferList defaultFilters={{ from: '2999-01-01', to: '2999-01-31' }} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transfers match these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2999-01-01');
  },
};

/** The history is still being read. */
export const ListLoading: Story = fakeKitStory({
  scenario: 'payinAwaitingFunds',
  handlers: () => [heldKitRoute({ method: 'GET', path: '/transfers' }).handler],
  render: () => <TransferList />,
});

/** The history cannot be read (every automatic retry of the client gets a 503): the error, onLoadError, and Retry. */
export const ListLoadError: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/transfers' }, 4).handler],
    render: (_kit, args) => <TransferList onLoadError={args.onLoadError as TransferStoryArgs['onLoadError']} />,
  }),
  play: async ({ args, canvas }) => {
    await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(args.onLoadError).toHaveBeenCalled();
  },
};

/** Rows that hand the transfer to the page (`onSelect`) instead of opening in place. */
export const ListWithOnSelect: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    render: (_kit, args) => <TransferList onSelect={args.onSelect as TransferStoryArgs['onSelect']} />,
  }),
  play: async ({ args, canvas, loaded, userEvent }) => {
    const { scenario } = fakeKitOf<'payinAwaitingFunds'>({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: /^Open/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(scenario.transferId);
  },
};

/** A customer without transfers. */
export const ListEmpty: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: () => <TransferList /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transfers yet.')).toBeVisible();
  },
};
