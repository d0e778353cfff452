import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../../core/client/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { useNodeMultipart } from '../test-support/nodeMultipart.js';
import { paykitQueryKeys } from '../../hooks/paykitQueryKeys.js';
import { createHookHarness } from '../../hooks/test-support/paykitHookHarness.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { DocumentsManager } from './DocumentsManager.js';

// Uploads reach the fake platform with their bytes only through Node's FormData and Blob.
beforeEach(useNodeMultipart);
afterEach(() => vi.unstubAllGlobals());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (client: PaykitClient, fileName: string, purpose: string) =>
  client.uploadDocument({ file: new Blob([PDF], { type: 'application/pdf' }), fileName, purpose });

/** Uploads a bank statement (sent as proof of address, so in review), a utility bill and a passport. */
async function withDocuments({ client }: { client: PaykitClient }) {
  const statement = await upload(client, 'statement.pdf', 'bank_statement');
  await upload(client, 'bill.pdf', 'utility_bill');
  await upload(client, 'passport.pdf', 'passport');
  const task = (await client.listTasks()).data.find((candidate) => candidate.category === 'proof_of_address');
  const requirement = task?.requirements.find((candidate) => candidate.key === 'proof_of_address_bank_statement');
  if (!task || !requirement) throw new Error('the scenario has no proof of address to answer');
  await client.createSubmission(
    task.id,
    { taskRevision: task.revision, answers: [{ requirementId: requirement.id, answerType: 'document', documentIds: [statement.id] }] },
    { idempotencyKey: 'pk_test_submit_statement' },
  );
}

const renderManager = async () => {
  const rendered = await renderWithFakeKit(<DocumentsManager />, { scenario: 'individualWithOpenTasks', prepare: withDocuments });
  await screen.findByRole('heading', { name: 'bill.pdf' });
  return { ...rendered, user: userEvent.setup() };
};

const itemNamed = (name: string) =>
  within(screen.getByRole('list', { name: 'Your documents' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }));

describe('given documents read before the tasks that say which are in use', () => {
  it('should offer no Delete until the tasks are read', async () => {
    const document = { id: 'doc_statement1', fileName: 'statement.pdf', size: 73, status: 'ready', createdAt: '2026-11-28T00:00:00Z' };
    const harness = createHookHarness({
      listDocuments: vi.fn(async () => ({ data: [document], hasMore: false, nextCursor: null })),
      listTasks: vi.fn(() => new Promise<never>(() => {})),
    });
    render(<DocumentsManager />, { wrapper: harness.wrapper });

    await waitFor(() => expect(harness.queryClient.getQueryState(paykitQueryKeys.documents.list())?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'statement.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('given a customer with three documents, one sent for review', () => {
  it('should list each with its type, size, upload date and status, and say what the one in review is for', async () => {
    const { container } = await renderManager();

    const items = within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['statement.pdf', 'bill.pdf', 'passport.pdf']);
    expect(items[1]).toHaveTextContent('TypeUtility bill');
    expect(items[1]).toHaveTextContent(/Size\d+ byte/);
    expect(items[1]).toHaveTextContent(/Uploaded\w{3} \d{1,2}, \d{4}/);
    expect(items[1]).toHaveTextContent('StatusReady');
    expect(items[0]).toHaveTextContent(/Sent for “.+”, in review\./);
    expect(items[0]).toHaveTextContent('You can’t delete it while it is used for a review or a payment.');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Delete bill.pdf' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should delete a document once confirmed, announce it, and focus the next Delete button', async () => {
    const { user, client } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Delete bill.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bill.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('bill.pdf deleted.')).toBeInTheDocument();
    expect(itemNamed('bill.pdf')).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete passport.pdf' })).toHaveFocus());
    expect((await client.listDocuments()).data.map((document) => document.fileName)).toEqual(['statement.pdf', 'passport.pdf']);
  });

  it('should keep everything and return focus to Delete when the person cancels', async () => {
    const { user, client } = await renderManager();

    await user.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete passport.pdf' })).toHaveFocus();
    expect((await client.listDocuments()).data).toHaveLength(3);
  });
});

describe('given a document the kit cannot know is in use', () => {
  it('should explain the refusal (409 document_in_use) in the dialog, keep it open, and keep the document', async () => {
    let invoiceId = '';
    const { client, scenario } = await renderWithFakeKit(<DocumentsManager />, {
      scenario: 'readyForPayments',
      prepare: async ({ client }) => {
        invoiceId = (await upload(client, 'invoice.pdf', 'invoice')).id;
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'invoice.pdf' });
    // A transfer takes the invoice as a supporting document once the list is on screen: only the API knows.
    const quote = await client.createQuote(
      {
        capabilityId: scenario.capabilityId,
        in: { currency: 'USD', amount: '10.00' },
        out: { currency: 'USDC' },
        destinationId: scenario.walletAccountId,
      },
      { idempotencyKey: 'pk_test_quote' },
    );
    await client.createTransfer({ quoteId: quote.id, supportingDocuments: [invoiceId] }, { idempotencyKey: 'pk_test_transfer' });

    await user.click(screen.getByRole('button', { name: 'Delete invoice.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText(/This document is used for a review or a payment, so it can’t be deleted\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'invoice.pdf' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete invoice.pdf' })).toHaveFocus();
  });
});

describe('given a customer with no documents', () => {
  it('should say so', async () => {
    const { container } = await renderWithFakeKit(<DocumentsManager />, { scenario: 'newIndividual' });
    expect(await screen.findByText("You haven't uploaded any documents yet.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
