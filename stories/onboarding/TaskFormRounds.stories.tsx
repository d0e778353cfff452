import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Task } from 'paykit';
import { TaskForm } from 'paykit/components';
import type { FakeKitSandbox } from '../support/fakeKitSandbox.js';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { createStoryTask } from '../support/storyTasks.js';

/** Args of these stories: the form's callbacks, recorded. */
interface TaskFormStoryArgs {
  onSubmitted: () => void;
}

/**
 * `<TaskForm>` through a task's life on the fake platform: an alternative group, a review that asks
 * for changes, and a task that changes while the person answers it.
 */
const meta = {
  title: 'Onboarding/Task form/Rounds',
  args: { onSubmitted: fn() },
} satisfies Meta<TaskFormStoryArgs>;

export default meta;
type Story = StoryObj<Meta<TaskFormStoryArgs>>;

const form = (taskId: string, args: Record<string, unknown>) => (
  <TaskForm taskId={taskId} draftStorage={false} onSubmitted={args.onSubmitted as TaskFormStoryArgs['onSubmitted']} />
);

/** The customer's open task of `category`, as the bank method's request attached it. */
async function openTaskOf(sandbox: FakeKitSandbox, category: string): Promise<Task> {
  const task = (await sandbox.listTasks('action_required')).find((candidate) => candidate.category === category);
  if (!task) throw new Error(`The story's customer has no open ${category} task`);
  return sandbox.getTask(task.id);
}

/** Proof of address: a utility bill, a bank statement or a lease, exactly one of them. */
export const AlternativeGroup: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ sandbox }) => openTaskOf(sandbox, 'proof_of_address'),
    render: ({ prepared }, args) => form(prepared.id, args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: /answer one of these/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** The `capabilityChangesRequested` scenario: the reviewer's feedback, in the kit's words, beside each answer to change. */
export const Remediation: Story = {
  ...fakeKitStory({
    scenario: 'capabilityChangesRequested',
    render: ({ scenario }, args) => form(scenario.taskId, args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The reviewer asked for changes/)).toBeInTheDocument();
    const feedback = await canvas.findAllByText('Needs changes: This does not match other information we have.');
    await expect(feedback.length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/The date of birth does not match the identity document/)).not.toBeInTheDocument();
  },
};

/** A review that asks for changes to two answers only: those lead, each with its feedback; the rest is accepted. */
export const RemediationOfTwoAnswers: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: async ({ sandbox }) => {
      const task = await openTaskOf(sandbox, 'customer_information');
      const idOf = (key: string) => task.requirements.find((requirement) => requirement.key === key)?.id ?? key;
      await sandbox.submitTask(task.id);
      await sandbox.reviewTask(task.id, {
        outcome: 'changes_requested',
        requirements: {
          [idOf('profile.individual.birthDate')]: {
            code: 'information_mismatch',
            message: 'The date of birth differs from your passport.',
          },
          [idOf('profile.individual.residentialAddress')]: {
            code: 'address_unverified',
            message: 'We could not find this address. Check the postal code.',
          },
        },
      });
      return task;
    },
    render: ({ prepared }, args) => form(prepared.id, args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The reviewer asked for changes to 2 answers/)).toBeInTheDocument();
    await expect(canvas.getByText('Needs changes: This does not match other information we have.')).toBeInTheDocument();
    await expect(canvas.getByText('Needs changes: We could not verify the address.')).toBeInTheDocument();
    await expect(canvas.queryByText(/The date of birth differs from your passport/)).not.toBeInTheDocument();
    // The accepted answers show what was given in the first round, read back from its submission.
    await expect((await canvas.findAllByText('Software engineer')).length).toBeGreaterThan(0);
  },
};

const OCCUPATION = 'What is your occupation?';
const FUNDS = 'Describe where your money comes from.';
const FUNDS_REWORDED = 'Describe where the money you will move comes from, and how you earned it.';

/**
 * The task changes on the platform after the person typed (a reviewer rewords a question): the
 * submit meets a revision conflict, the answers are kept, the changed question is named, and
 * the next submit goes through.
 */
export const RevisionConflict: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) =>
      createStoryTask(sandbox, [
        { section: 'employment', item: { request: { type: 'text', prompt: OCCUPATION } } },
        { section: 'financial_profile', item: { request: { type: 'text', prompt: FUNDS } } },
      ]),
    render: ({ prepared }, args) => form(prepared.id, args),
  }),
  play: async ({ args, canvas, loaded, userEvent }) => {
    const { sandbox, prepared: task } = fakeKitOf<'newIndividual', Task>({ loaded });
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(OCCUPATION.replace('?', '\\?')) }), 'Structural engineer');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(FUNDS) }), 'My salary');

    sandbox.changeTask(task.id, (stored) => {
      const funds = stored.requirements[1];
      if (funds) funds.request = { ...funds.request, prompt: FUNDS_REWORDED };
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));

    await expect(await canvas.findByText('This task changed while you were answering it.')).toBeInTheDocument();
    await expect(canvas.getByText(/Changed: .*Describe where the money you will move comes from/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: new RegExp(OCCUPATION.replace('?', '\\?')) })).toHaveValue('Structural engineer');
    await expect(canvas.getByRole('textbox', { name: /Describe where the money you will move comes from/ })).toHaveValue('My salary');
    await expect(args.onSubmitted).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(await canvas.findByText('Submitted for review')).toBeInTheDocument();
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
    await expect((await sandbox.getTask(task.id)).status).toBe('in_review');
  },
};
