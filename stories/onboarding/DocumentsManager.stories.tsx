import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DocumentsManager, type DocumentsManagerProps } from 'paykit/components';
import type { FakePlatform } from 'paykit/testing';
import { fakeKitStory, type FakeKitSetup } from '../support/fakeKitStory.js';
import { failingKitRoute, heldKitRoute } from '../support/kitHandlers.js';

/** Args of these stories: the manager's load-error callback, recorded. */
type DocumentsStoryArgs = Pick<DocumentsManagerProps, 'onLoadError'>;

/** The paykit client retries a 503 up to 4 times: fail them all for the person to see it. */
const CLIENT_ATTEMPTS = 4;

/** Uploads a small real PDF for the customer, as the merchant's backend would, and returns its id. */
async function uploadPdf(platform: FakePlatform, apiKey: string, customerId: string, fileName: string, purpose: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new File(['%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'], fileName), fileName);
  const response = await platform.handle(
    new Request(`${platform.core.settings.publicUrl}/v3/customers/${customerId}/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': apiKey, 'Idempotency-Key': `story-${crypto.randomUUID()}` },
      body: form,
    }),
  );
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * A bank statement sent as proof of address (in review), an accepted passport for the identity
 * check when the scenario has one, and a utility bill nothing uses.
 */
async function threeDocuments({ platform, scenario, sandbox }: FakeKitSetup<'individualWithOpenTasks'>): Promise<void> {
  const upload = (fileName: string, purpose: string) => uploadPdf(platform, scenario.apiKey, scenario.customerId, fileName, purpose);
  const statement = await upload('bank-statement.pdf', 'bank_statement');
  await upload('utility-bill.pdf', 'utility_bill');
  const proof = (await sandbox.listTasks('action_required')).find((task) => task.category === 'proof_of_address');
  const requirement = proof?.requirements.find((candidate) => candidate.key === 'proof_of_address_bank_statement');
  if (proof && requirement)
    await sandbox.submitTask(proof.id, [{ requirementId: requirement.id, answerType: 'document', documentIds: [statement] }]);
}

/**
 * The customer's documents after onboarding (`<DocumentsManager>`): each with its type, size,
 * upload date, status and what it is used for; Delete after a confirmation where paykit's rule
 * allows it, and why not where it does not.
 */
const meta = {
  title: 'Onboarding/Documents manager',
  args: { onLoadError: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DocumentsStoryArgs>;

export default meta;
type Story = StoryObj<Meta<DocumentsStoryArgs>>;

const manager = (args: Record<string, unknown>) => <DocumentsManager {...(args as DocumentsStoryArgs)} />;

/** Two documents: the statement in review cannot be deleted (and says why), the bill can. */
export const Listed: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', prepare: threeDocuments, render: (_kit, args) => manager(args) }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your documents' }, { timeout: 10_000 });
    const [statement, bill] = within(list).getAllByRole('listitem');
    await expect(statement).toHaveTextContent('in review');
    await expect(statement).toHaveTextContent('You can’t delete it');
    await expect(within(bill as HTMLElement).getByRole('button', { name: 'Delete utility-bill.pdf' })).toBeInTheDocument();
  },
};

/** Delete, confirmed: the bill goes, the deletion is announced, focus stays in the list. */
export const DeleteConfirmed: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', prepare: threeDocuments, render: (_kit, args) => manager(args) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete utility-bill.pdf' }, { timeout: 10_000 }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete utility-bill.pdf?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('utility-bill.pdf deleted.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'utility-bill.pdf' })).not.toBeInTheDocument());
  },
};

/** The confirmation open, before the person chooses. */
export const ConfirmOpen: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', prepare: threeDocuments, render: (_kit, args) => manager(args) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete utility-bill.pdf' }, { timeout: 10_000 }));
    await expect(within(document.body).getByRole('alertdialog')).toHaveTextContent('deleted for good');
  },
};

/**
 * An invoice a payment uses (the kit reads tasks, not payments, so it offers Delete): the API
 * refuses with 409 `document_in_use`, and the dialog explains it and stays open.
 */
export const DeleteRefused: Story = {
  ...fakeKitStory({
    scenario: 'readyForPayments',
    prepare: async ({ platform, scenario, sandbox }) => {
      const invoice = await uploadPdf(platform, scenario.apiKey, scenario.customerId, 'invoice.pdf', 'invoice');
      const { data: quote } = await sandbox.api.post<{ data: { id: string } }>('/v3/quotes', {
        customerId: scenario.customerId,
        capabilityId: scenario.capabilityId,
        in: { currency: 'USD', amount: '10.00' },
        out: { currency: 'USDC' },
        destinationId: scenario.walletAccountId,
      });
      await sandbox.api.post('/v3/transfers', { quoteId: quote.id, supportingDocuments: [invoice] });
    },
    render: (_kit, args) => manager(args),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete invoice.pdf' }, { timeout: 10_000 }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(/used for a review or a payment, so it can’t be deleted/)).toBeInTheDocument();
  },
};

/** No documents yet. */
export const Empty: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: (_kit, args) => manager(args) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You haven't uploaded any documents yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The documents are still being read. */
export const Loading: Story = fakeKitStory({
  scenario: 'newIndividual',
  handlers: () => [heldKitRoute({ method: 'GET', path: '/documents' }).handler],
  render: (_kit, args) => manager(args),
});

/** The documents cannot be read (every automatic retry of the client gets a 503): the error, onLoadError, and Retry. */
export const LoadError: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/documents' }, CLIENT_ATTEMPTS).handler],
    render: (_kit, args) => manager(args),
  }),
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("We couldn't load your documents.");
    await expect(args.onLoadError).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText("You haven't uploaded any documents yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
