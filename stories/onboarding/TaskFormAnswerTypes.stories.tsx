import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Task } from 'paykit';
import { TaskForm } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
import { createStoryTask, everyAnswerTypeAsks, type StoryAsk } from '../support/storyTasks.js';

/** Args of these stories: the form's callbacks, recorded. */
interface TaskFormStoryArgs {
  onSubmitted: () => void;
  onCancel: () => void;
}

/**
 * `<TaskForm>` with a field for every answer type, on tasks the fake platform serves through the
 * proxy: one ask per type, an answer type the kit has never seen, and a long intake.
 */
const meta = {
  title: 'Onboarding/Task form/Answer types',
  args: { onSubmitted: fn(), onCancel: fn() },
} satisfies Meta<TaskFormStoryArgs>;

export default meta;
type Story = StoryObj<Meta<TaskFormStoryArgs>>;

const form = (task: Task, args: Record<string, unknown>) => (
  <TaskForm
    taskId={task.id}
    draftStorage={false}
    onSubmitted={args.onSubmitted as TaskFormStoryArgs['onSubmitted']}
    onCancel={args.onCancel as TaskFormStoryArgs['onCancel']}
  />
);

/**
 * One ask per answer type: profile (names, birth date, nationalities, address, phone, email, tax
 * identifiers that may be declared absent, monthly volume), text, date, single and multi select,
 * boolean, attestation, document, a reference to a document, and an absence to confirm.
 */
export const EveryAnswerType: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) => createStoryTask(sandbox, everyAnswerTypeAsks, { name: 'Tell us about yourself' }),
    render: ({ prepared }, args) => form(prepared, args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    await expect(canvas.getByLabelText(/Date of birth/)).toHaveAttribute('type', 'date');
    await expect(canvas.getByRole('group', { name: /Nationalities/ })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: /Home address/ })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /What is your occupation\?/ })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Self-employed' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Send money to family' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'I confirm that the information I gave is true and complete.' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: "I don't have this" })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toBeInTheDocument();
    await expect(canvas.getByText(/Which of your documents shows your address\?/)).toBeInTheDocument();
    await expect(canvas.getByText(/You have told us you pay no US taxes/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  },
};

const shortAsks: readonly StoryAsk[] = everyAnswerTypeAsks.filter((ask) => {
  const type = typeof ask.item.request === 'string' ? ask.item.request : ask.item.request.type;
  return ['text', 'boolean', 'single_select'].includes(type);
});

/**
 * An answer type the kit does not know (`signature_capture`, as a later API version might send):
 * a fallback says what is asked and takes a plain answer; the other fields work as ever.
 */
export const UnknownAnswerType: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) =>
      createStoryTask(sandbox, [
        ...shortAsks,
        {
          section: 'declarations',
          item: { request: { type: 'text', prompt: 'Sign with your finger or mouse to confirm the declaration.' } },
          stored: { type: 'signature_capture', valueType: 'string' },
        },
      ]),
    render: ({ prepared }, args) => form(prepared, args),
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Sign with your finger or mouse to confirm the declaration\./)).toBeInTheDocument();
    await expect(canvas.getByText(/signature_capture/)).toBeInTheDocument();
    const occupation = canvas.getByRole('textbox', { name: /What is your occupation\?/ });
    await userEvent.type(occupation, 'Engineer');
    await expect(occupation).toHaveValue('Engineer');
  },
};

/** A long intake: 100 requirements in four sections, rendered at once. */
export const HundredRequirements: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) => {
      const asks = everyAnswerTypeAsks.filter(
        (ask) =>
          typeof ask.item.request !== 'string' &&
          ['text', 'date', 'single_select', 'multi_select', 'boolean', 'attestation'].includes(ask.item.request.type),
      );
      return createStoryTask(sandbox, asks, { name: 'A long intake', requirementCount: 100 });
    },
    render: ({ prepared }, args) => form(prepared, args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'A long intake' })).toBeInTheDocument();
    await expect(canvas.getByText(/\(100\)/)).toBeInTheDocument();
  },
};

/**
 * A Social Security number of two digits and a birth date in the future: each refused at its
 * field, in the kit's words, before anything is sent.
 */
export const ValuesOutOfFormat: Story = {
  ...fakeKitStory({
    scenario: 'newIndividual',
    prepare: ({ sandbox }) =>
      createStoryTask(sandbox, [
        {
          section: 'personal_details',
          item: { request: { type: 'profile', prompt: 'Date of birth' }, profilePointer: '/individual/birthDate' },
        },
        {
          section: 'tax',
          item: { request: { type: 'profile', prompt: 'Tax identification numbers' }, profilePointer: '/individual/taxIdentifiers' },
        },
      ]),
    render: ({ prepared }, args) => form(prepared, args),
  }),
  play: async ({ canvas, userEvent }) => {
    const row = within(await canvas.findByRole('group', { name: 'Tax identifier 1' }));
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Type' }), 'Social Security number (SSN)');
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Issuing country' }), 'United States');
    await userEvent.type(row.getByRole('textbox', { name: 'Number' }), '12');
    const birthDate = canvas.getByLabelText(/Date of birth/);
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '2090-01-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(birthDate).toHaveAccessibleDescription(expect.stringContaining('The date of birth must be in the past.'));
    await expect(row.getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
      expect.stringContaining('Tax identifier 1: a Social Security number has 9 digits'),
    );
  },
};
