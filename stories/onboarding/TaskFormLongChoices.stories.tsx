import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TaskForm } from 'paykit/components';
import { accountPurposes, sourcesOfFunds } from 'paykit/schemas';
import { fakeKitStory } from '../support/fakeKitStory.js';
import { createStoryTask, type StoryAsk } from '../support/storyTasks.js';

/**
 * `<TaskForm>` with the two long lists of the business profile (24 sources of funds, 19
 * purposes): each is a filter and one listbox (one tab stop), not a checkbox per option.
 */
const meta = {
  title: 'Onboarding/Task form/Long choice lists',
} satisfies Meta;

export default meta;
type Story = StoryObj<Meta>;

/** Options labelled by their words, as the platform's own templates label them. */
const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: `${value.charAt(0).toUpperCase()}${value.slice(1).replaceAll('_', ' ')}` }));

const longLists: readonly StoryAsk[] = [
  {
    section: 'activity',
    item: {
      request: { type: 'multi_select', prompt: 'Where do the funds of the business come from?', options: optionsOf(sourcesOfFunds) },
    },
    stored: { itemValueType: 'string' },
  },
  {
    section: 'activity',
    item: {
      request: { type: 'multi_select', prompt: 'What will the business use this account for?', options: optionsOf(accountPurposes) },
    },
    stored: { itemValueType: 'string' },
  },
];

const story = fakeKitStory({
  scenario: 'businessWithRelatedParties',
  prepare: ({ sandbox }) => createStoryTask(sandbox, longLists, { name: 'Tell us about the business' }),
  render: ({ prepared }) => <TaskForm taskId={prepared.id} draftStorage={false} />,
});

/** Two long lists, one chosen from by filtering: "funds" leaves three options, one of them chosen. */
export const LongChoiceList: Story = {
  ...story,
  play: async ({ canvas }) => {
    const [funds] = await canvas.findAllByRole('listbox');
    await expect(canvas.getAllByRole('listbox')).toHaveLength(2);
    await expect(canvas.queryAllByRole('checkbox')).toEqual([]);
    const [filter] = canvas.getAllByRole('textbox', { name: 'Filter the options' });
    await userEvent.type(filter as HTMLElement, 'funds{Enter} ');
    await expect(funds).toHaveFocus();
    await expect(canvas.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['Company funds']);
    await expect(canvas.getByText('3 of 24 options shown.')).toBeInTheDocument();
  },
};

/** The same lists after an empty submit: the first list is focused, invalid, its error read with it. */
export const LongChoiceListWithError: Story = {
  ...story,
  play: async ({ canvas }) => {
    const [funds] = await canvas.findAllByRole('listbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(funds).toHaveFocus());
    await expect(funds).toHaveAttribute('aria-invalid', 'true');
    await expect(funds).toHaveAccessibleDescription('Nothing chosen yet Choose at least one option.');
  },
};
