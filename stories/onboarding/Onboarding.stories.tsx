import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Onboarding } from 'paykit/components';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { handInAchCopies } from '../support/sharedTasks.js';

/** Args of these stories: the flow's callback, recorded. */
interface OnboardingStoryArgs {
  onReady: () => void;
  onExit: (details: { step: string }) => void;
}

/** The merchant's own support channel, as a platform would fill the slot. */
function SupportChannel() {
  return (
    <p>
      Questions? Write to <a href="mailto:support@example.com">support@example.com</a>.
    </p>
  );
}

/**
 * The whole `<Onboarding>` flow on the fake platform: choose payment methods, see what they need,
 * request them, work through the tasks, and follow each method's status.
 */
const meta = {
  title: 'Onboarding/Onboarding flow',
  args: { onReady: fn(), onExit: fn() },
} satisfies Meta<OnboardingStoryArgs>;

export default meta;
type Story = StoryObj<Meta<OnboardingStoryArgs>>;

const flow = (args: Record<string, unknown>) => (
  <Onboarding supportSlot={<SupportChannel />} onReady={args.onReady as OnboardingStoryArgs['onReady']} />
);

/**
 * A customer just signed up: the flow starts with the choice of payment methods, shows what the
 * bank method needs, requests it on the platform, and moves on to the tasks it attached.
 */
export const FromNewIndividual: Story = {
  ...fakeKitStory({ scenario: 'newIndividual', render: (_kit, args) => flow(args) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { sandbox } = fakeKitOf<'newIndividual'>({ loaded });
    const progress = await canvas.findByRole('navigation', { name: 'Onboarding steps' });
    await expect(within(progress).getByText('Choose payment methods')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(await canvas.findByRole('checkbox', { name: /ACH bank transfers \(shared account\)/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    await expect(await canvas.findByText('Identity verification')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Request this method' }));
    await expect(await canvas.findByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
    const capabilities = await sandbox.api.get<{ data: { id: string; status: string }[] }>(
      `/v3/customers/${sandbox.customerId}/capabilities`,
    );
    await expect(capabilities.data.find((capability) => capability.id === 'ach_pooled')?.status).toBe('restricted');
  },
};

/** A customer back after requesting the bank method: the flow resumes at their open tasks, with progress. */
export const FromIndividualWithOpenTasks: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', render: (_kit, args) => flow(args) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
    const progress = canvas.getByRole('navigation', { name: 'Onboarding steps' });
    await expect(within(progress).getByText('Your tasks')).toHaveAttribute('aria-current', 'step');
    await expect(await canvas.findByText(/0 of \d+ done/)).toBeInTheDocument();
    const starts = await canvas.findAllByRole('button', { name: /Start/ });
    await userEvent.click(starts[0]!);
    await expect(await canvas.findByRole('button', { name: 'Back to your tasks' })).toBeInTheDocument();
  },
};

/**
 * ACH and SEPA ask the same questions, and the person handed in ACH's copy of each: SEPA's copies
 * are still open on the platform, yet nothing waits on the person. The flow resumes at the status,
 * where SEPA reads Pending and names what is being reviewed, with no way to an empty task list.
 */
export const SharedTasksInReview: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', prepare: handInAchCopies, render: (_kit, args) => flow(args) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Status' })).toBeInTheDocument();
    const sepa = await canvas.findByRole('region', { name: 'SEPA transfers (shared account)' });
    await expect(
      await within(sepa).findByText("We're reviewing: Tell us about yourself and Confirm your address. There's nothing to do for now."),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Go to your tasks' })).not.toBeInTheDocument();
  },
};

/** The same customer on the task list: each task once, the ones handed in counted apart from the accepted ones. */
export const SharedTasksCounted: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: handInAchCopies,
    render: (_kit, args) => <Onboarding step="tasks" onReady={args.onReady as OnboardingStoryArgs['onReady']} />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 4 done, 2 in review')).toBeInTheDocument();
    await expect(canvas.getAllByText('In review')).toHaveLength(2);
  },
};

/**
 * A merchant that lets the person finish later (`onExit`): "Finish later" tells the merchant the
 * step the person leaves, to close its dialog or navigate away; the position and drafts are kept.
 */
export const FinishLater: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    render: (_kit, args) => <Onboarding onExit={args.onExit as OnboardingStoryArgs['onExit']} />,
  }),
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish later' }));
    await expect(args.onExit).toHaveBeenCalledWith({ step: 'tasks' });
  },
};

/**
 * A deep link (`defaultStep="status"`): the flow starts at the status rather than the open tasks,
 * without moving focus; the person's next move does.
 */
export const StartsAtDefaultStep: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', render: () => <Onboarding defaultStep="status" /> }),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Status' });
    await expect(within(canvas.getByRole('navigation', { name: 'Onboarding steps' })).getByText('Status')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(heading).not.toHaveFocus();
  },
};
