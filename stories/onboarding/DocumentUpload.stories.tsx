import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createPaykitClient, PaykitProvider, type PaykitClient, type Task } from 'paykit';
import { TaskForm } from 'paykit/components';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { failingKitRoute, heldKitRoute, type FailingKitRoute, type HeldKitRoute } from '../support/kitHandlers.js';
import { createStoryTask } from '../support/storyTasks.js';

/** A small but real PDF: the kit reads a file's first bytes to know its format. */
function bankStatementPdf(): File {
  const text = '%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  return new File([text], 'bank-statement.pdf', { type: 'application/pdf' });
}

/**
 * A document answer in `<TaskForm>`: the upload goes through the proxy to the fake platform's
 * document store.
 */
const meta = {
  title: 'Onboarding/Task form/Document upload',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client tries 4 times on its own before the person sees the failure. */
const CLIENT_ATTEMPTS = 4;

/**
 * The document service is down for the whole first upload (every automatic retry of the client
 * gets a 503): the person sees why and tries again; the retry reuses the upload's idempotency
 * key, so the platform stores the document once.
 */
export const UploadFailsThenIsRetried: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) => {
      const outage = failingKitRoute({ method: 'POST', path: '/documents' }, CLIENT_ATTEMPTS);
      const task = createStoryTask(
        sandbox,
        [
          {
            section: 'documents',
            item: {
              request: { type: 'document', prompt: 'A bank statement from the last 90 days.' },
              constraints: { acceptedDocumentTypes: ['bank_statement'], acceptedFormats: ['pdf', 'png', 'jpeg'], maxAgeDays: 90 },
            },
          },
        ],
        { name: 'Confirm your bank details' },
      );
      return task.then((created) => ({ task: created, outage }));
    },
    handlers: ({ prepared }) => [prepared.outage.handler],
    render: ({ prepared }) => <TaskForm taskId={prepared.task.id} draftStorage={false} />,
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { prepared, sandbox } = fakeKitOf<'newIndividual', { task: Task; outage: FailingKitRoute }>({ loaded });
    await canvas.findByRole('heading', { name: 'Confirm your bank details' });
    await userEvent.upload(canvas.getByLabelText('Choose a file'), bankStatementPdf());

    const retry = await canvas.findByRole('button', { name: 'Try the upload again' }, { timeout: 10_000 });
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(prepared.outage.requests.filter((request) => request.failed)).toHaveLength(CLIENT_ATTEMPTS);

    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByText('bank-statement.pdf uploaded.')).toBeInTheDocument());
    const keys = new Set(prepared.outage.requests.map((request) => request.idempotencyKey));
    await expect(prepared.outage.requests).toHaveLength(CLIENT_ATTEMPTS + 1);
    await expect(keys.size).toBe(1);
    const stored = await sandbox.api.get<{ data: { id: string }[] }>(`/v3/customers/${sandbox.customerId}/documents`);
    await expect(stored.data).toHaveLength(1);
  },
};

/**
 * A client that reports each upload as 42 % sent when it starts. Storybook answers through a service
 * worker, which hides an upload's progress from the page; in an app the browser reports it (the
 * demo's onboarding test watches the bar on a slowed network).
 */
function clientReportingProgress(): PaykitClient {
  const client = createPaykitClient();
  return {
    ...client,
    uploadDocument: (input, options) => {
      options?.onUploadProgress?.({ loaded: 42, total: 100 });
      return client.uploadDocument(input, { ...options, onUploadProgress: undefined });
    },
  };
}

/**
 * A file on its way: the bar and the share sent show beside the status line (which screen readers
 * hear once, not at every step) until the platform answers (held here), then the file is uploaded.
 */
export const UploadShowsItsProgress: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) => {
      const held = heldKitRoute({ method: 'POST', path: '/documents' });
      const task = createStoryTask(
        sandbox,
        [
          {
            section: 'documents',
            item: { request: { type: 'document', prompt: 'The signed contract.' }, constraints: { acceptedFormats: ['pdf'] } },
          },
        ],
        { name: 'Send the signed contract' },
      );
      return task.then((created) => ({ task: created, held }));
    },
    handlers: ({ prepared }) => [prepared.held.handler],
    render: ({ prepared }) => (
      <PaykitProvider client={clientReportingProgress()} events={false}>
        <TaskForm taskId={prepared.task.id} draftStorage={false} />
      </PaykitProvider>
    ),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { prepared } = fakeKitOf<'newIndividual', { task: Task; held: HeldKitRoute }>({ loaded });
    await canvas.findByRole('heading', { name: 'Send the signed contract' });
    await userEvent.upload(canvas.getByLabelText('Choose a file'), bankStatementPdf());

    const bar = await canvas.findByRole('progressbar', { name: 'Upload of bank-statement.pdf' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByText('42% sent')).toBeVisible();
    await expect(canvas.getByText('Uploading bank-statement.pdf…')).toBeVisible();

    prepared.held.release();
    await waitFor(() => expect(canvas.getByText('bank-statement.pdf uploaded.')).toBeInTheDocument());
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
