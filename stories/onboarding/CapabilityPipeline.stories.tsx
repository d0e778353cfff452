import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapabilityStatusPanel } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
import { rewrittenKitRoute } from '../support/kitHandlers.js';
import type { FakeKitBackend } from 'paykit/testing';

const BANK = 'ach_pooled';
const BANK_NAME = 'ACH bank transfers (shared account)';

/**
 * The pipeline of a capability in its status panel: requested → your tasks n of m → in review →
 * ready (or the status it ended in), each stage saying in words whether it is done, the current
 * step or not yet, with the date it was reached from the application history. One story per stage
 * the customer's bank method can stand at, set up through the sandbox of the fake platform.
 */
const meta = {
  title: 'Onboarding/Capability pipeline',
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<Meta>;

const panel = () => <CapabilityStatusPanel capabilityId={BANK} />;

/** The stage marked as the current step, once the history is read (its words, without the date). */
async function expectCurrentStage(canvasElement: HTMLElement, words: RegExp) {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name: BANK_NAME });
  const list = within(section).getByRole('list', { name: 'Progress' });
  await expect(await within(list).findByText(words)).toBeInTheDocument();
  const current = list.querySelector('[aria-current="step"]');
  await expect(current).toHaveTextContent(words);
  await expect(current).toHaveTextContent('Current step');
}

/** The capabilities list with the bank method's status (and reason) replaced, as a later API version may send. */
const withStatus = (backend: FakeKitBackend, status: string, resolution: string) =>
  rewrittenKitRoute(backend, { method: 'GET', path: '/capabilities' }, (body) => {
    const page = body as { data: { id: string }[] };
    return {
      ...page,
      data: page.data.map((capability) =>
        capability.id === BANK ? { ...capability, status, statusReason: { code: 'periodic_review', resolution } } : capability,
      ),
    };
  });

/** Requested, with every task still to do: the tasks are the current step, counted "0 of 4". */
export const TasksToDo: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', render: panel }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /Your tasks: 0 of 4 handed in/),
};

/** Every task handed in: the review is the current step, dated by the hand-in. */
export const InReview: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: async ({ scenario, sandbox }) => {
      await sandbox.forceCapabilityStatus(scenario.capabilityId, 'ready');
      const task = await sandbox.createTask(
        [{ request: { type: 'text', prompt: 'Describe the goods or services you sell.' } }],
        scenario.capabilityId,
      );
      await sandbox.submitTask(task.id);
    },
    render: panel,
  }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /^In review/),
};

/** Ready: every stage done, the last one dated. */
export const Ready: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.forceCapabilityStatus(scenario.capabilityId, 'ready'),
    render: panel,
  }),
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: BANK_NAME });
    const list = within(section).getByRole('list', { name: 'Progress' });
    await expect(await within(list).findByText('Ready to use')).toBeInTheDocument();
    await expect(list.querySelector('[aria-current="step"]')).toBeNull();
    await expect(within(list).getAllByText('Done')).toHaveLength(4);
  },
};

/** Rejected: the pipeline ends at "Rejected" instead of ready. */
export const Rejected: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.forceCapabilityStatus(scenario.capabilityId, 'rejected'),
    render: panel,
  }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /^Rejected/),
};

/** Canceled by the person: the pipeline ends at "Canceled". */
export const Canceled: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.cancelCapability(scenario.capabilityId),
    render: panel,
  }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /^Canceled/),
};

/** Restricted with nothing the person can complete (`contact_support`): the pipeline ends at "Restricted". */
export const Restricted: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    handlers: ({ backend }) => [withStatus(backend, 'restricted', 'contact_support')],
    render: panel,
  }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /^Restricted/),
};

/** A status the kit has never seen (the enum is open): a neutral last stage, no API wording. */
export const UnknownStatus: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    handlers: ({ backend }) => [withStatus(backend, 'under_periodic_review', 'await_operator_call')],
    render: panel,
  }),
  play: ({ canvasElement }) => expectCurrentStage(canvasElement, /^Status changed/),
};
