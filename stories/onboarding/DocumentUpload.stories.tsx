import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Task } from 'paykit';
import { TaskForm } from 'paykit/components';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { failingKitRoute, type FailingKitRoute } from '../support/kitHandlers.js';
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
