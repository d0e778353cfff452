import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Onboarding, RelatedPartiesManager, RelatedPartyForm, TaskForm } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
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
