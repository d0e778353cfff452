import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { SandboxTaskItem } from '../../core/client/sandboxBodies.js';
import type { Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './index.js';

/** Renders a TaskForm on a sandbox task of `items` for a new individual; `onCommit` hears every commit of the form. */
async function renderSandboxTask(items: SandboxTaskItem[], onCommit: () => void = () => undefined) {
  let task: Task | undefined;
  const rendered = await renderWithFakeKit(
    <Profiler id="task-form" onRender={onCommit}>
      <TaskFormOf getTask={() => task} />
    </Profiler>,
    {
      scenario: 'newIndividual',
      prepare: async ({ client }) => {
        task = await client.createSandboxTask({ scope: { type: 'customer' }, items });
      },
    },
  );
  return { ...rendered, task: task as Task };
}

function TaskFormOf({ getTask }: { getTask: () => Task | undefined }) {
  const task = getTask();
  return task ? <TaskForm taskId={task.id} draftStorage={false} /> : null;
}

const textAsks = (count: number): SandboxTaskItem[] =>
  Array.from({ length: count }, (_, index) => ({ request: { type: 'text', prompt: `Answer to question ${index + 1}` } }));

describe('given a long task of text asks', () => {
  it('should commit nothing while a person types, and keep every character', async () => {
    const user = userEvent.setup();
    let commits = 0;
    await renderSandboxTask(textAsks(20), () => (commits += 1));
    const answer = await screen.findByRole('textbox', { name: /Answer to question 11\b/ });
    commits = 0;

    await user.type(answer, 'Twelve words');

    expect(commits).toBe(0);
    expect(answer).toHaveValue('Twelve words');
  });

  it('should re-render for the error alone after a submit, and clear it as the person types', async () => {
    const user = userEvent.setup();
    await renderSandboxTask(textAsks(3));
    const answer = await screen.findByRole('textbox', { name: /Answer to question 2\b/ });

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(answer).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: /Answer to question 1\b/ })).toHaveFocus();
    await user.type(answer, 'Yes');
    await waitFor(() => expect(answer).not.toHaveAttribute('aria-invalid'));
    expect(answer).toHaveValue('Yes');
  });
});

describe('given a text ask the person may not have an answer to', () => {
  const ASKS: SandboxTaskItem[] = [{ request: { type: 'text', prompt: 'Your previous employer', allowsAbsence: true } }];

  it('should disable the text box once "I don\'t have this" is checked, and submit the absence', async () => {
    const user = userEvent.setup();
    const { client, task } = await renderSandboxTask(ASKS);
    const employer = await screen.findByRole('textbox', { name: /Your previous employer/ });

    await user.click(screen.getByRole('checkbox', { name: "I don't have this" }));

    expect(employer).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect((await client.getTask(task.id)).status).toBe('in_review');
  });

  it('should have no axe violations', async () => {
    const { container } = await renderSandboxTask(ASKS);
    await screen.findByRole('textbox', { name: /Your previous employer/ });
    await expectNoAxeViolations(container);
  });
});

describe('given a profile email typed with spaces around it', () => {
  it('should trim it when the field loses focus, and send it trimmed', async () => {
    const user = userEvent.setup();
    const { client, task } = await renderSandboxTask([
      { request: { type: 'profile', prompt: 'Your email address' }, profilePointer: '/individual/email' },
    ]);
    const email = await screen.findByRole('textbox', { name: /Your email address/ });
    await user.clear(email);

    await user.type(email, '  ada@example.com  ');
    await user.tab();

    expect(email).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect((await client.getTask(task.id)).status).toBe('in_review');
  });
});
