import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../core/schemas/index.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './index.js';

function TaskFormOf({ getTask }: { getTask: () => Task | undefined }) {
  const task = getTask();
  return task ? <TaskForm taskId={task.id} draftStorage={false} /> : null;
}

/** A new individual's sandbox task of one text ask, answered and submitted in the form. */
async function submitOneAsk() {
  const user = userEvent.setup();
  let task: Task | undefined;
  const rendered = await renderWithFakeKit(<TaskFormOf getTask={() => task} />, {
    scenario: 'newIndividual',
    prepare: async ({ client }) => {
      task = await client.createSandboxTask({
        scope: { type: 'customer' },
        items: [{ request: { type: 'text', prompt: 'What is your occupation?' } }],
      });
    },
  });
  await user.type(await screen.findByRole('textbox', { name: /What is your occupation\?/ }), 'Engineer');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
  return { ...rendered, user, task: task as Task };
}

describe('given a task submitted in the form, then reviewed', () => {
  it('should drop "Submitted for review" and bring the form back with the feedback once the reviewer asks for changes', async () => {
    const { client, queryClient, task } = await submitOneAsk();

    await client.reviewSandboxTask(task.id, {
      outcome: 'changes_requested',
      requirements: { [task.requirements[0]?.id as string]: { code: 'unclear', message: 'RAW-API-WORDING' } },
    });
    // What the polling of a task in review does, without waiting for it.
    await queryClient.invalidateQueries();

    expect(await screen.findByText(/The reviewer asked for changes to 1 answer\./)).toBeInTheDocument();
    expect(screen.queryByText('Submitted for review')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What is your occupation\?/ })).toHaveAccessibleDescription(/Needs changes/);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('should say the task is done, not that it was submitted, once the reviewer accepts it', async () => {
    const { client, queryClient, task } = await submitOneAsk();

    await client.reviewSandboxTask(task.id, { outcome: 'accepted' });
    await queryClient.invalidateQueries();

    expect(await screen.findByText('This task is done.')).toBeInTheDocument();
    expect(screen.queryByText('Submitted for review')).not.toBeInTheDocument();
  });
});
