import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DestinationForm, RecipientForm, RecipientsManager } from 'paykit/components';
import { createScenarioClient } from 'paykit/testing';
import { fakeKitStory } from '../support/fakeKitStory.js';

/**
 * Recipients and their payout destinations on the fake platform: the `readyForPayments`
 * scenario has a recipient, Grace Hopper, with a ready ACH destination.
 */
/** Args of these stories: the components' callbacks, recorded. */
interface PayeesStoryArgs {
  onSaved: (...values: unknown[]) => void;
  onCancel: () => void;
  onEditRecipient: () => void;
  onSelectDestination: (...values: unknown[]) => void;
}

const meta = {
  title: 'Payments/Payees',
  args: { onSaved: fn(), onCancel: fn(), onEditRecipient: fn(), onSelectDestination: fn() },
} satisfies Meta<PayeesStoryArgs>;

export default meta;
type Story = StoryObj<Meta<PayeesStoryArgs>>;

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
type Args = Record<string, unknown>;
const callback = (args: Args, name: string) => args[name] as (...values: unknown[]) => void;

/**
 * Answers the kit's `method` request at `path` (under `/api/paykit`) with a problem the fake
 * never sends for values the form's own checks let through, but the API may.
 */
function problemRoute(
  method: 'post' | 'patch',
  path: string,
  problem: { status: number; code: string } & Record<string, unknown>,
): HttpHandler {
  return http[method](`/api/paykit${path}`, () =>
    HttpResponse.json(
      {
        type: `https://errors.payments.example/v3/${problem.code}`,
        title: 'Request refused',
        retryable: false,
        correlationId: 'corr_story_payees',
        ...problem,
      },
      { status: problem.status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

const recipientForm = (args: Args) => <RecipientForm onSaved={callback(args, 'onSaved')} onCancel={callback(args, 'onCancel')} />;
const destinationForm = (recipientId: string, method: string | undefined, args: Args) => (
  <DestinationForm
    recipientId={recipientId}
    method={method}
    onSaved={callback(args, 'onSaved')}
    onCancel={callback(args, 'onCancel')}
    onEditRecipient={callback(args, 'onEditRecipient')}
  />
);
const submitDestination = () => userEvent.click(screen.getByRole('button', { name: 'Add payout account' }));

/** A customer with no recipient yet. */
export const Empty: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: () => <RecipientsManager /> }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no recipients yet/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add a recipient' })).toBeInTheDocument();
  },
};

/** Recipients with destinations in every status: ready, in review, action required. */
export const List: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ platform, scenario }) => {
      const api = createScenarioClient(platform, scenario.apiKey);
      const destinations = `/v3/customers/${scenario.customerId}/recipients/${scenario.recipientId}/destinations`;
      await api.post(destinations, {
        type: 'sepa',
        currency: 'EUR',
        details: { iban: 'DE89370400440532013000', accountHolderName: 'Pending Review' },
      });
      await api.post(destinations, {
        type: 'sepa',
        currency: 'EUR',
        details: { iban: 'FR1420041010050500013M02606', accountHolderName: 'Action Required' },
      });
      await api.post(destinations, { type: 'wallet', currency: 'USDC', details: { network: 'base', address: EVM } });
      await api.post(`/v3/customers/${scenario.customerId}/recipients`, {
        type: 'business',
        relationship: 'vendor',
        companyName: 'Initech LLC',
        label: 'Staplers',
      });
    },
    render: (_, args) => <RecipientsManager onSelectDestination={callback(args, 'onSelectDestination')} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Initech LLC')).toBeInTheDocument();
    await expect(await canvas.findByText('In review')).toBeInTheDocument();
    await expect(canvas.getByText('Action required')).toBeInTheDocument();
    await expect(canvas.getByText(/Account ending 6789/)).toBeInTheDocument();
    await expect(canvas.getByText(/0x71C7…976F/)).toBeInTheDocument();
  },
};

/** A new individual recipient. */
export const NewIndividual: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: (_, args) => recipientForm(args) }),
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText(/First name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Relationship to you/ }), 'family');
    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' })));
  },
};

/** A new business recipient: a company name instead of first and last names. */
export const NewBusiness: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: (_, args) => recipientForm(args) }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Business' }));
    await expect(canvas.getByLabelText(/Company name/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/First name/)).not.toBeInTheDocument();
  },
};

/** The recipient form refuses itself before asking the server: a summary, and focus on the first field. */
export const RecipientClientValidation: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: (_, args) => recipientForm(args) }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Phone/), '555');
    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await expect(await canvas.findByText(/Please correct 4 fields/)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveFocus());
  },
};

/** The platform refuses the name (`recipient_name_invalid`): both name fields show it, the values stay. */
export const RecipientNameInvalid: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [
      problemRoute('post', '/recipients', { status: 400, code: 'recipient_name_invalid', detail: 'The recipient name is malformed.' }),
    ],
    render: (_, args) => recipientForm(args),
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/First name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Relationship to you/ }), 'family');
    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await expect(await canvas.findByRole('link', { name: /^First name: This name was not accepted/ })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Ada');
  },
};

/** Each payout method's form, chosen from the start. */
const methodStory = (method: string, play: Story['play']): Story => ({
  ...fakeKitStory({ scenario: 'readyForPayments', render: ({ scenario }, args) => destinationForm(scenario.recipientId, method, args) }),
  play,
});

/** ACH: routing number (ABA checksum), account number, account type. */
export const DestinationAch = methodStory('ach', async ({ canvas, args }) => {
  await userEvent.type(await canvas.findByLabelText(/Routing number/), '021000021');
  await userEvent.type(canvas.getByLabelText(/Account number/), '000987654321');
  await userEvent.type(canvas.getByLabelText(/Account holder name/), 'Grace Hopper');
  await submitDestination();
  await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ type: 'ach', status: 'ready' })));
});

/** Wire: a BIC instead of the routing number once the bank is outside the US. */
export const DestinationWire = methodStory('wire', async ({ canvas }) => {
  await expect(await canvas.findByLabelText(/Routing number/)).toBeInTheDocument();
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Bank's country/ }), 'DE');
  await expect(canvas.getByLabelText(/BIC/)).toBeInTheDocument();
  await expect(canvas.queryByLabelText(/Routing number/)).not.toBeInTheDocument();
});

/** SEPA: IBAN and BIC. */
export const DestinationSepa = methodStory('sepa', async ({ canvas, args }) => {
  await userEvent.type(await canvas.findByLabelText(/IBAN/), 'DE89 3704 0044 0532 0130 00');
  await submitDestination();
  await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ type: 'sepa', currency: 'EUR' })));
});

/** Wallet: a network from the list and an address of its family. */
export const DestinationWallet = methodStory('wallet', async ({ canvas }) => {
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Network/ }), 'polygon');
  await userEvent.type(canvas.getByLabelText(/Wallet address/), 'not-an-address');
  await submitDestination();
  await expect(
    await canvas.findByRole('link', { name: /Wallet address: This is not an address of the chosen network/ }),
  ).toBeInTheDocument();
});

/** Wallet: an EIP-55 address with one letter in the other case, refused by its checksum before the server is asked. */
export const DestinationWalletChecksum = methodStory('wallet', async ({ canvas }) => {
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Network/ }), 'ethereum');
  await userEvent.type(canvas.getByLabelText(/Wallet address/), '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
  await submitDestination();
  await expect(
    await canvas.findByRole('link', { name: /Wallet address: This address is not valid on the chosen network/ }),
  ).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByLabelText(/Wallet address/)).toHaveFocus());
});

/** A method newer than the kit: listed, not selectable, and why. */
export const DestinationUnknownMethod = methodStory('pix', async ({ canvas }) => {
  await expect(await canvas.findByText(/Pix accounts cannot be added from this form yet/)).toBeInTheDocument();
  await expect(canvas.getByRole('radio', { name: 'Pix' })).toBeDisabled();
});

/** The ABA checksum refuses a mistyped routing number before the server is asked. */
export const DestinationClientValidation = methodStory('ach', async ({ canvas }) => {
  await userEvent.type(await canvas.findByLabelText(/Routing number/), '021000022');
  await submitDestination();
  await expect(await canvas.findByRole('link', { name: /Routing number: This routing number has a typo/ })).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByLabelText(/Routing number/)).toHaveFocus());
});

const fillWire = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByLabelText(/Routing number/), '026009593');
  await userEvent.type(canvas.getByLabelText(/Account number/), '987654321');
  await userEvent.type(canvas.getByLabelText(/Account holder name/), 'Grace Hopper');
  await submitDestination();
};

/** `recipient_destination_invalid` from the platform, on the field it names. */
export const DestinationInvalid: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [
      problemRoute('post', '/recipients/:recipientId/destinations', {
        status: 400,
        code: 'recipient_destination_invalid',
        errors: [{ pointer: '/details/routingNumber', code: 'invalid_routing_number', message: 'unknown routing number' }],
      }),
    ],
    render: ({ scenario }, args) => destinationForm(scenario.recipientId, 'wire', args),
  }),
  play: async ({ canvas }) => {
    await fillWire(canvas);
    await expect(
      await canvas.findByRole('link', { name: /Routing number: The bank does not recognise this routing number/ }),
    ).toBeInTheDocument();
  },
};

/** `recipient_account_unsupported`: the rail cannot reach the bank's country. */
export const DestinationAccountUnsupported: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    handlers: () => [
      problemRoute('post', '/recipients/:recipientId/destinations', {
        status: 400,
        code: 'recipient_account_unsupported',
        errors: [{ pointer: '/details/country', code: 'country_unsupported', message: 'wires do not reach this country' }],
      }),
    ],
    render: ({ scenario }, args) => destinationForm(scenario.recipientId, 'wire', args),
  }),
  play: async ({ canvas }) => {
    await fillWire(canvas);
    await expect(
      await canvas.findByRole('link', { name: /Bank's country: Payouts by this method cannot reach this country/ }),
    ).toBeInTheDocument();
  },
};

/** `wallet_destination_not_supported`, as the fake answers it: USDT cannot be paid on Base. */
export const DestinationWalletNotSupported = methodStory('wallet', async ({ canvas }) => {
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Network/ }), 'base');
  await userEvent.type(canvas.getByLabelText(/Wallet address/), EVM);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Currency/ }), 'USDT');
  await submitDestination();
  await expect(
    await canvas.findByRole('link', { name: /Network: Payouts in this currency cannot reach this network/ }),
  ).toBeInTheDocument();
});

/** `recipient_address_required`, as the fake answers it for a recipient without an address: edit the recipient. */
export const DestinationAddressRequired: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ platform, scenario }) => {
      const api = createScenarioClient(platform, scenario.apiKey);
      const { data } = await api.post<{ data: { id: string } }>(`/v3/customers/${scenario.customerId}/recipients`, {
        type: 'individual',
        relationship: 'family',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      return data.id;
    },
    render: ({ prepared }, args) => destinationForm(prepared, 'ach', args),
  }),
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText(/Routing number/), '021000021');
    await userEvent.type(canvas.getByLabelText(/Account number/), '000123456789');
    await userEvent.type(canvas.getByLabelText(/Account holder name/), 'Ada Lovelace');
    await submitDestination();
    await userEvent.click(await canvas.findByRole('button', { name: "Edit the recipient's address" }));
    await expect(args.onEditRecipient).toHaveBeenCalledTimes(1);
  },
};

/** A recipient whose address lacks what a bank payout needs: the form names the missing parts before any bank details are typed. */
export const DestinationAddressMissing: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ platform, scenario }) => {
      const api = createScenarioClient(platform, scenario.apiKey);
      const { data } = await api.post<{ data: { id: string } }>(`/v3/customers/${scenario.customerId}/recipients`, {
        type: 'individual',
        relationship: 'family',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: { city: 'London' },
      });
      return data.id;
    },
    render: ({ prepared }, args) => destinationForm(prepared, 'ach', args),
  }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/Missing: Street and number, Country\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Edit the recipient's address" }));
    await expect(args.onEditRecipient).toHaveBeenCalledTimes(1);
  },
};

/** Archiving a destination, then its recipient, each after a confirmation. */
export const Archive: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: () => <RecipientsManager /> }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive ACH, Account ending 6789' }));
    const destinationDialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(destinationDialog.getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByText('No payout account yet.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Archive Grace Hopper' }));
    const recipientDialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(recipientDialog.getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByText('Grace Hopper was archived.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Archived')).toBeInTheDocument());
  },
};
