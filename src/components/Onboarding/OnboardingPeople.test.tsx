import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaykitClient } from '../../core/client/index.js';
import type { Task } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { answerRequirements } from '../../testing/scenarios/answerRequirements.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { Onboarding } from './Onboarding.js';

afterEach(() => sessionStorage.clear());

const BUSINESS_TASK = 'Tell us about the business';

/**
 * The business (`businessWithRelatedParties`, three people) requests ACH and hands in the
 * business intake through the API, naming its first person as the one in control. Returns the
 * intake as handed in.
 */
async function handInBusinessIntake(client: PaykitClient): Promise<Task> {
  await client.requestCapability('ach_pooled');
  const { data: tasks } = await client.listTasks({ limit: 100 });
  const intake = tasks.find((task) => task.category === 'business_information') as Task;
  const [controller] = (await client.listRelatedParties()).data;
  const reference = intake.requirements.find((requirement) => requirement.request.type === 'resource_reference');
  await client.createSubmission(intake.id, {
    taskRevision: intake.revision,
    answers: [
      ...answerRequirements(intake.requirements.filter((requirement) => requirement !== reference)),
      { requirementId: reference?.id as string, answerType: 'resource_reference', value: controller?.id },
    ],
  });
  return client.getTask(intake.id);
}

/** Asks for changes to the answer of the requirement `key` of `task`. */
async function askForChanges(client: PaykitClient, task: Task, key: string) {
  const requirement = task.requirements.find((item) => item.key === key);
  await client.reviewSandboxTask(task.id, {
    outcome: 'changes_requested',
    requirements: { [requirement?.id as string]: { code: 'answer_unverified', message: 'Please check this.' } },
  });
}

const peopleRegion = () => screen.findByRole('region', { name: 'People in your business' });

describe('given a business that handed in its intake', () => {
  it('should still list its people in the task list, and add one there', async () => {
    const user = userEvent.setup();
    const { client, container } = await renderWithFakeKit(<Onboarding headingLevel={3} />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => void (await handInBusinessIntake(client)),
    });

    // The other tasks (address, identity, terms) still wait on the person: the flow resumes at the list.
    expect(await screen.findByRole('heading', { level: 3, name: 'Your tasks' })).toBeInTheDocument();
    const people = await peopleRegion();
    expect(await within(people).findByText('Charles Babbage')).toBeInTheDocument();

    await user.click(within(people).getByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Hopper');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Director' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));

    expect(await within(people).findByText('Grace Hopper')).toBeInTheDocument();
    expect((await client.listRelatedParties()).data.map((party) => party.person?.firstName)).toContain('Grace');
    await expectNoAxeViolations(container);
  });
});

describe('given a business whose intake a reviewer sent back', () => {
  it('should list its people with the task in the changes-requested round, and the form name the person chosen before', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Onboarding headingLevel={3} />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => {
        const intake = await handInBusinessIntake(client);
        await askForChanges(client, intake, 'industry');
        const [controller] = (await client.listRelatedParties()).data;
        // Renamed after the intake was handed in: the form shows the person as they are now.
        await client.updateRelatedParty(controller?.id as string, { person: { lastName: 'Babbage-King' } });
      },
    });

    const people = await peopleRegion();
    expect(await within(people).findByText('Charles Babbage-King')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Make changes to ${BUSINESS_TASK}` }));
    expect(await screen.findByRole('heading', { name: BUSINESS_TASK })).toBeInTheDocument();
    const controller = (await screen.findByText(/Which of the related parties controls the business/)).closest(
      '[data-slot="task-form-field"]',
    );
    await waitFor(() => expect(controller).toHaveTextContent('Charles Babbage-King'));
    expect(controller).not.toHaveTextContent(/rp_/);
  });

  it('should offer the current people, one added since included, when the reviewer asks about the person in control', async () => {
    const user = userEvent.setup();
    await renderWithFakeKit(<Onboarding headingLevel={3} />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => {
        const intake = await handInBusinessIntake(client);
        await askForChanges(client, intake, 'control_person');
        await client.createRelatedParty({
          partyType: 'person',
          roles: ['control_person'],
          person: { firstName: 'Ada', lastName: 'Lovelace' },
        });
      },
    });

    const people = await peopleRegion();
    expect(await within(people).findByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Make changes to ${BUSINESS_TASK}` }));
    const select = await screen.findByRole('combobox', { name: /Which of the related parties controls the business/ });
    expect(await within(select).findByRole('option', { name: 'Ada Lovelace — Controlling person' })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(/Needs changes/);
  });
});

describe('given a business on the status step after handing in its intake', () => {
  it('should offer its people there too, under the status', async () => {
    await renderWithFakeKit(<Onboarding headingLevel={3} step="status" />, {
      scenario: 'businessWithRelatedParties',
      prepare: async ({ client }) => void (await handInBusinessIntake(client)),
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Status' })).toBeInTheDocument();
    const people = await peopleRegion();
    expect(within(people).getByRole('heading', { level: 4, name: 'People in your business' })).toBeInTheDocument();
    expect(await within(people).findByRole('button', { name: 'Edit Charles Babbage' })).toBeInTheDocument();
  });
});

describe('given an individual on the status step', () => {
  it('should show no people section', async () => {
    await renderWithFakeKit(<Onboarding headingLevel={3} step="status" />, { scenario: 'individualWithOpenTasks' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People in your business' })).not.toBeInTheDocument();
  });
});
