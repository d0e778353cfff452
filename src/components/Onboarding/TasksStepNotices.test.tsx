import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewSandboxTaskBody } from '../../core/client/sandboxBodies.js';
import type { Task } from '../../core/schemas/index.js';
import { useCapabilities, useTasks } from '../../hooks/index.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TasksStep } from './TasksStep.js';

const noop = () => undefined;

/** The task list as `<Onboarding>` shows it, on the tasks and capabilities as last read, right after `submittedTaskId` was handed in. */
function LiveTasksStep({ submittedTaskId }: { submittedTaskId: () => string }) {
  const tasks = useTasks();
  const capabilities = useCapabilities();
  if (!tasks.data || !capabilities.data) return null;
  return (
    <TasksStep
      capabilities={capabilities.data}
      tasks={tasks.data}
      openTaskId={null}
      submittedTaskId={submittedTaskId()}
      onOpenTask={noop}
      onCloseTask={noop}
      onTaskSubmitted={noop}
      onSeeStatus={noop}
    />
  );
}

/** An individual with open tasks, and a task of theirs answered and in review. */
async function renderAfterSubmit() {
  let submitted: Task | undefined;
  const rendered = await renderWithFakeKit(<LiveTasksStep submittedTaskId={() => submitted?.id ?? ''} />, {
    scenario: 'individualWithOpenTasks',
    prepare: async ({ client }) => {
      const task = await client.createSandboxTask({
        scope: { type: 'customer' },
        items: [{ request: { type: 'text', prompt: 'What is your occupation?' } }],
      });
      await client.createSubmission(task.id, {
        taskRevision: task.revision,
        answers: [{ requirementId: task.requirements[0]?.id as string, answerType: 'text', value: 'Engineer' }],
      });
      submitted = task;
    },
  });
  const task = submitted as Task;
  expect(await screen.findByText(/was submitted for review\./)).toHaveAttribute('role', 'status');
  const review = async (body: ReviewSandboxTaskBody) => {
    await rendered.client.reviewSandboxTask(task.id, body);
    // What the polling of a task in review does, without waiting for it.
    await rendered.queryClient.invalidateQueries();
  };
  return { ...rendered, task, review };
}

describe('given a task just handed in, then reviewed', () => {
  it('should stop saying it was submitted for review once the reviewer asks for changes', async () => {
    const { review, task } = await renderAfterSubmit();

    await review({
      outcome: 'changes_requested',
      requirements: { [task.requirements[0]?.id as string]: { code: 'unclear', message: 'x' } },
    });

    await screen.findByRole('button', { name: /Make changes/ });
    expect(screen.queryByText(/was submitted for review\./)).not.toBeInTheDocument();
  });

  it('should stop saying it once the reviewer accepts it', async () => {
    const { review } = await renderAfterSubmit();

    await review({ outcome: 'accepted' });

    await waitFor(() => expect(screen.queryByText(/was submitted for review\./)).not.toBeInTheDocument());
    const item = within(screen.getByRole('list', { name: 'Tasks' }))
      .getAllByRole('listitem')
      .find((each) => each.textContent?.includes('Additional information requested'));
    expect(item).toHaveTextContent(/Done/);
  });
});
