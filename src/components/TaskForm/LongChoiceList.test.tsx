import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SandboxTaskItem } from '../../core/client/sandboxBodies.js';
import { accountPurposes, sourcesOfFunds, type Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import type { Partition } from '../../testing/platform/Partition.js';
import { submissionsOfTask } from '../../testing/platform/resources/onboarding/store.js';
import { optionsOf as labelled } from '../../testing/platform/resources/onboarding/templates/requirementBuilders.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { TaskForm } from './index.js';

/** Options labelled as the fake's templates label them. */
const optionsOf = (values: readonly string[]) => labelled(values).map(({ value, label }) => ({ value, label: label ?? value }));

/** The two long lists of the business profile (24 sources of funds, 19 purposes), then a text ask. */
const LONG_LISTS: SandboxTaskItem[] = [
  {
    request: {
      type: 'multi_select',
      prompt: 'Where do the funds of the business come from?',
      options: optionsOf(sourcesOfFunds),
    },
  },
  {
    request: {
      type: 'multi_select',
      prompt: 'What will the business use this account for?',
      options: optionsOf(accountPurposes),
    },
  },
  { request: { type: 'text', prompt: 'What is your occupation?' } },
];

async function renderLongLists() {
  let task: Task | undefined;
  let partition: Partition | undefined;
  await renderWithFakeKit(<TaskFormOf getTask={() => task} />, {
    scenario: 'newIndividual',
    prepare: async ({ client, platform, scenario }) => {
      task = await client.createSandboxTask({ scope: { type: 'customer' }, items: LONG_LISTS });
      const developer = /^sk_sandbox_(.+)$/.exec(scenario.apiKey)?.[1] as string;
      partition = platform.core.partition(developer, 'sandbox');
    },
  });
  await screen.findByRole('button', { name: 'Submit for review' });
  return { task: task as Task, partition: partition as Partition };
}

function TaskFormOf({ getTask }: { getTask: () => Task | undefined }) {
  const task = getTask();
  return task ? <TaskForm taskId={task.id} draftStorage={false} /> : null;
}

function TaskFormById({ getId }: { getId: () => string }) {
  return <TaskForm taskId={getId()} draftStorage={false} />;
}

describe('given a task form with lists of 24 and 19 options', () => {
  it('should reach the submit button in six tab stops, not one per option', async () => {
    const user = userEvent.setup();
    await renderLongLists();
    const submit = screen.getByRole('button', { name: 'Submit for review' });

    const stops: Element[] = [];
    while (document.activeElement !== submit && stops.length < 60) {
      await user.tab();
      stops.push(document.activeElement as Element);
    }

    expect(stops.map((stop) => stop.getAttribute('role') ?? stop.tagName.toLowerCase())).toEqual([
      'input',
      'listbox',
      'input',
      'listbox',
      'input',
      'button',
    ]);
  });

  it('should focus the first long list on an empty submit, its error read with it, then submit what was chosen by keyboard', async () => {
    const user = userEvent.setup();
    const { task, partition } = await renderLongLists();
    const [funds] = screen.getAllByRole('listbox');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(funds).toHaveFocus());
    expect(funds).toHaveAttribute('aria-invalid', 'true');
    expect(funds).toHaveAccessibleDescription('Nothing chosen yet Choose at least one option.');
    await expectNoAxeViolations(document.body);

    await user.keyboard('gift');
    const [fundsFilter] = screen.getAllByRole('textbox', { name: 'Filter the options' });
    expect(fundsFilter).toHaveFocus();
    await user.keyboard('{Enter} ');
    expect(funds).toHaveFocus();
    expect(funds).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Escape}{Tab}{End} ');
    await user.keyboard('{Tab}payroll{ArrowDown} {Tab}Engineer{Tab}');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    const [submission] = submissionsOfTask(partition, task.id);
    const valueOf = (index: number) => submission?.answers.find((answer) => answer.requirementId === task.requirements[index]?.id);
    expect(valueOf(0)).toMatchObject({ value: ['gift', 'other'] });
    expect(valueOf(1)).toMatchObject({ value: ['payroll'] });
  });
});

describe("given the fake platform's business profile task", () => {
  it('should take sixteen tab stops from the top to the submit button, not 55', async () => {
    const user = userEvent.setup();
    let taskId = '';
    await renderWithFakeKit(<TaskFormById getId={() => taskId} />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => {
        await client.requestCapability('ach_pooled');
        const { data } = await client.listTasks();
        taskId = data.find((task) => task.name === 'Tell us about the business')?.id ?? '';
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit for review' });

    let stops = 0;
    while (document.activeElement !== submit && stops < 100) {
      await user.tab();
      stops += 1;
    }

    expect(stops).toBe(16);
    expect(screen.getAllByRole('listbox')).toHaveLength(2);
  });
});
