import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { RelatedParty, Task } from 'paykit';
import { answerRequirements, type RequirementRead } from 'paykit/testing';
import { Onboarding, RelatedPartiesManager, RelatedPartyForm, TaskForm } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
import type { FakeKitSandbox } from '../support/fakeKitSandbox.js';
import { createStoryTask } from '../support/storyTasks.js';

/**
 * A business customer's related parties (directors, owners, officers, signers) on the fake
 * platform: the `businessWithRelatedParties` scenario has a director and owner, an officer and a
 * primary contact.
 */
const meta = {
  title: 'Onboarding/Related parties',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PEOPLE = ['Charles Babbage', 'Mary Somerville', 'Augustus De Morgan'];

/** The people of the business, to add, edit and remove. */
export const Manager: Story = {
  ...fakeKitStory({ scenario: 'businessWithRelatedParties', render: () => <RelatedPartiesManager /> }),
  play: async ({ canvas }) => {
    for (const name of PEOPLE) await expect(await canvas.findByText(new RegExp(name))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Add a person/ })).toBeInTheDocument();
  },
};

/** A task asks which of the business's people signs for it: a reference to a related party. */
export const TaskReferencingAPerson: Story = {
  ...fakeKitStory({
    scenario: 'businessWithRelatedParties',
    prepare: ({ sandbox }) =>
      createStoryTask(
        sandbox,
        [
          {
            section: 'ownership',
            item: { request: { type: 'resource_reference', prompt: 'Who signs for the business?', valueType: 'related_party' } },
          },
          { section: 'ownership', item: { request: { type: 'text', prompt: 'What is their role in the business?' } } },
        ],
        { name: 'Tell us who signs for the business' },
      ),
    render: ({ prepared }) => <TaskForm taskId={prepared.id} draftStorage={false} />,
  }),
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: /Who signs for the business\?/ });
    for (const name of PEOPLE) await expect(await canvas.findByRole('option', { name: new RegExp(name) })).toBeInTheDocument();
    await expect(select).toBeInTheDocument();
  },
};

/** A business that requested a bank account in its name: the flow lets it manage its people beside the tasks. */
export const OnboardingOfABusiness: Story = {
  ...fakeKitStory({
    scenario: 'businessWithRelatedParties',
    prepare: ({ sandbox }) => sandbox.requestCapability('ach_named'),
    render: () => <Onboarding />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'People in your business' })).toBeInTheDocument();
    for (const name of PEOPLE) await expect(await canvas.findByText(new RegExp(name))).toBeInTheDocument();
  },
};

/**
 * A 60 % owner born in 2015: an owner must be 18 or older, so the form names the problem at the
 * date of birth, keeps what was typed and sends nothing.
 */
export const UnderageOwnerRefused: Story = {
  ...fakeKitStory({ scenario: 'businessWithRelatedParties', render: () => <RelatedPartyForm /> }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/First name/), 'Kim');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Young');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Owner (beneficial owner)' }));
    await userEvent.type(canvas.getByLabelText('Ownership of the business (%)'), '60');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2015-03-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Add person' }));
    await expect(canvas.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'An owner of the business must be 18 or older. Check the date of birth or the roles.',
    );
  },
};

/**
 * The business intake handed in as `prepare` does it: the answers the fake can make, and its
 * first person as the one in control. Returns the intake.
 */
async function handInBusinessIntake(sandbox: FakeKitSandbox) {
  await sandbox.requestCapability('ach_pooled');
  const intake = (await sandbox.listTasks()).find((task) => task.category === 'business_information') as Task;
  const people = await sandbox.api.get<{ data: RelatedParty[] }>(`/v3/customers/${sandbox.customerId}/related-parties`);
  const reference = intake.requirements.find((requirement) => requirement.request.type === 'resource_reference');
  await sandbox.submitTask(intake.id, [
    ...answerRequirements(intake.requirements.filter((requirement) => requirement !== reference) as RequirementRead[]),
    { requirementId: reference?.id, answerType: 'resource_reference', value: people.data[0]?.id },
  ]);
  return intake;
}

/** The intake handed in and in review: the people stay in the task list, to add, edit and remove. */
export const OnboardingAfterTheIntake: Story = {
  ...fakeKitStory({
    scenario: 'businessWithRelatedParties',
    prepare: ({ sandbox }) => handInBusinessIntake(sandbox),
    render: () => <Onboarding />,
  }),
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('region', { name: 'People in your business' });
    for (const name of PEOPLE) await expect(await within(people).findByText(new RegExp(name))).toBeInTheDocument();
  },
};

/**
 * A reviewer asked for changes to another answer: the people stay listed, and the form names the
 * person chosen before, as the business lists them now.
 */
export const ChangesRequestedNamesThePerson: Story = {
  ...fakeKitStory({
    scenario: 'businessWithRelatedParties',
    prepare: async ({ sandbox }) => {
      const intake = await handInBusinessIntake(sandbox);
      const industry = intake.requirements.find((requirement) => requirement.key === 'industry');
      await sandbox.reviewTask(intake.id, {
        outcome: 'changes_requested',
        requirements: { [industry?.id as string]: { code: 'answer_unverified', message: 'Check the industry.' } },
      });
      return intake;
    },
    render: ({ prepared }) => <TaskForm taskId={prepared.id} draftStorage={false} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Charles Babbage — Director/)).toBeInTheDocument();
    await expect(canvas.queryByText(/rp_/)).not.toBeInTheDocument();
  },
};

/** An individual has no related parties: the manager renders nothing, wherever a page puts it. */
export const ManagerForAnIndividual: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    render: () => (
      <div data-testid="account-page">
        <RelatedPartiesManager />
      </div>
    ),
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('account-page')).toBeEmptyDOMElement());
    await expect(canvas.queryByRole('button', { name: /Add a person/ })).not.toBeInTheDocument();
  },
};
