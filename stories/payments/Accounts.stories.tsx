import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountDetails, AccountList } from 'paykit/components';
import { type AccountRecord, changeStoredAccount } from '#test-support/storedAccounts';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { failingKitRoute } from '../support/kitHandlers.js';

/** Args of these stories: the list's callbacks, recorded. */
interface AccountStoryArgs {
  onSelect: (account: unknown) => void;
  onOpenTasks: (taskIds: readonly string[]) => void;
}

/** How many times the paykit client sends a request that answers 503 before it gives up. */
const CLIENT_ATTEMPTS = 4;

/**
 * The customer's accounts on the fake platform: issued bank accounts and wallets with their
 * status, balances and deposit coordinates; the stories put them in each state through the
 * sandbox, or on the stored account where the sandbox cannot (as the platform would).
 */
const meta = {
  title: 'Payments/Accounts',
  args: { onSelect: fn(), onOpenTasks: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<Meta<AccountStoryArgs>>;

/** The list item whose name heading is `name`. */
async function itemNamed(root: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(root).findByRole('heading', { name }, { timeout: 10_000 });
  const item = heading.closest<HTMLElement>('[data-slot="account-list-item"]');
  if (!item) throw new Error(`No account named ${name}`);
  return item;
}

/** A ready ACH bank account and a funded USDC wallet, grouped, with balances; details open in place. */
export const ReadyForPayments: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    render: (_kit, args) => <AccountList onOpenTasks={args.onOpenTasks as AccountStoryArgs['onOpenTasks']} />,
  }),
  play: async ({ userEvent, canvasElement }) => {
    const bank = await itemNamed(canvasElement, 'USD bank account');
    await expect(within(bank).getByText('Ready')).toBeInTheDocument();
    const wallet = await itemNamed(canvasElement, 'USDC wallet');
    await expect(within(wallet).getByText(/1,000\.00/)).toBeInTheDocument();
    await userEvent.click(within(bank).getByRole('button', { name: 'Show details of USD bank account' }));
    await expect(within(bank).getByRole('button', { name: 'Copy Routing number' })).toBeInTheDocument();
  },
};

/** Picking an account hands it to the page (`onSelect`), which shows it as the chosen one. */
export const WithOnSelect: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    render: ({ scenario }, args) => (
      <AccountList onSelect={args.onSelect as AccountStoryArgs['onSelect']} selectedAccountId={scenario.walletAccountId} />
    ),
  }),
  play: async ({ args, userEvent, loaded, canvasElement }) => {
    const { scenario } = fakeKitOf<'readyForPayments'>({ loaded });
    const wallet = await itemNamed(canvasElement, 'USDC wallet');
    await expect(wallet).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Show details of USDC wallet' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: scenario.walletAccountId }));
  },
};

/**
 * A wallet opened just now, with no time passed: "being set up", no coordinates yet. The fake
 * finishes provisioning two seconds later and the list turns it ready by itself.
 */
export const Provisioning: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ sandbox }) => {
      await sandbox.api.post(`/v3/customers/${sandbox.customerId}/accounts`, {
        origin: 'issued',
        type: 'wallet',
        currency: 'USDC',
        label: 'Savings wallet',
      });
    },
    render: () => <AccountList />,
  }),
  play: async ({ canvasElement }) => {
    const item = await itemNamed(canvasElement, 'Savings wallet');
    await expect(within(item).getByText('Being set up')).toBeInTheDocument();
    await expect(within(item).getByText(/We're setting up this account/)).toBeInTheDocument();
    await expect(await within(item).findByText('Ready', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** One story per status the sandbox cannot reach: the stored bank account is changed as the platform would. */
function statusStory(change: (account: AccountRecord) => void, badge: string, texts: readonly (string | RegExp)[]): Story {
  return {
    ...fakeKitStory({
      scenario: 'readyForPayments',
      prepare: ({ platform, scenario }) => changeStoredAccount(platform, scenario.apiKey, scenario.bankAccountId, change),
      render: (_kit, args) => (
        <AccountList onOpenTasks={args.onOpenTasks as AccountStoryArgs['onOpenTasks']} filters={{ includeArchived: true }} />
      ),
    }),
    play: async ({ canvasElement }) => {
      const bank = await itemNamed(canvasElement, 'USD bank account');
      await expect(within(bank).getByText(badge, { selector: '[data-slot="badge"]' })).toBeInTheDocument();
      for (const text of texts) await expect(within(bank).getByText(text)).toBeInTheDocument();
    },
  };
}

/** `in_review`: the provider checks the account; nothing to do. */
export const StatusInReview: Story = statusStory(
  (account) => {
    account.status = 'in_review';
    account.statusReason = { code: 'provider_review', message: 'The bank is reviewing this account.', actor: 'provider', retryable: true };
  },
  'In review',
  [/The bank behind this account is working on it/],
);

/** `action_required`: the customer must act. */
export const StatusActionRequired: Story = statusStory(
  (account) => {
    account.status = 'action_required';
    account.statusReason = {
      code: 'ownership_proof_needed',
      message: 'We need proof that you own this account.',
      actor: 'customer',
      retryable: false,
    };
  },
  'Action needed',
  ['Complete what is asked of you to use this account.'],
);

/** `suspended` by the operator. */
export const StatusSuspended: Story = statusStory(
  (account) => {
    account.status = 'suspended';
    account.statusReason = {
      code: 'unusual_activity',
      message: 'We paused this account after unusual activity.',
      actor: 'operator',
      retryable: false,
    };
  },
  'Suspended',
  [/We're working on it/],
);

/** `rejected`, with a code the kit does not know and no message: support as the next step. */
export const StatusRejected: Story = statusStory(
  (account) => {
    account.status = 'rejected';
    account.statusReason = { code: 'institution_declined', message: null, actor: null, retryable: false };
  },
  'Rejected',
  ['Contact support to find out what happens next.'],
);

/** `archived`, listed because the filters ask for archived accounts. */
export const StatusArchived: Story = statusStory(
  (account) => {
    account.status = 'archived';
    account.archivedAt = new Date().toISOString();
  },
  'Archived',
  [],
);

/** A status and an actor the kit has never seen (both are open): a neutral badge, words, no crash. */
export const StatusUnknown: Story = statusStory(
  (account) => {
    account.status = 'frozen_by_court';
    account.statusReason = { code: 'court_order', message: 'A court order froze this account.', actor: 'court', retryable: false };
  },
  'Frozen by court',
  ['Contact support to find out what happens next.'],
);

/** The deposit coordinates of the ACH account: routing and account number to copy, the date they were issued. */
export const DetailsBank: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <AccountDetails accountId={scenario.bankAccountId} /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'USD bank account' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy Routing number' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Updated /)).toBeInTheDocument();
  },
};

/** The bank account with developer fees on deposits set. */
export const DetailsBankWithFees: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: ({ platform, scenario }) =>
      changeStoredAccount(platform, scenario.apiKey, scenario.bankAccountId, (account) => {
        account.fees = { developerFeePercent: '0.5', developerFeeFixed: { amount: '0.25', currency: 'USD' } };
      }),
    render: ({ scenario }) => <AccountDetails accountId={scenario.bankAccountId} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Fees on deposits' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText('0.5%')).toBeInTheDocument();
  },
};

/** The wallet's network and deposit address to copy. */
export const DetailsWallet: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }) => <AccountDetails accountId={scenario.walletAccountId} /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'USDC wallet' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText('Polygon')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy Wallet address' })).toBeInTheDocument();
  },
};

/** The details of an account still being provisioned: the coordinates are being prepared. */
export const DetailsProvisioning: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ sandbox }) =>
      (
        await sandbox.api.post<{ data: { id: string } }>(`/v3/customers/${sandbox.customerId}/accounts`, {
          origin: 'issued',
          type: 'wallet',
          currency: 'USDC',
        })
      ).data.id,
    render: ({ prepared }) => <AccountDetails accountId={prepared} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We're preparing the deposit details/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** Archiving the wallet a pay-in still pays into is refused: the reason and the next step. */
export const ArchiveRefused: Story = {
  ...fakeKitStory({ scenario: 'payinAwaitingFunds', render: ({ scenario }) => <AccountDetails accountId={scenario.walletAccountId} /> }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive this account' }, { timeout: 10_000 }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Archive USDC wallet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive the account' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This account still has transfers in progress.');
    await expect(within(alert).getByRole('button', { name: 'Try archiving again' })).toBeInTheDocument();
  },
};

/** A customer without accounts. */
export const Empty: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <AccountList /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No accounts yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The accounts cannot be read (every automatic retry of the client gets a 503): the error, its reference and Retry. */
export const LoadError: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/accounts' }, CLIENT_ATTEMPTS).handler],
    render: () => <AccountList />,
  }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("We couldn't load your accounts.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'USD bank account' }, { timeout: 10_000 })).toBeInTheDocument();
  },
};
