import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CapabilityList, CapabilityStatusPanel } from 'paykit/components';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';
import { rewrittenKitRoute } from '../support/kitHandlers.js';

/** Args of these stories: the panel's callback, recorded. */
interface CapabilityStoryArgs {
  onOpenTasks: (taskIds: readonly string[]) => void;
}

const BANK = 'ach_pooled';
const BANK_NAME = 'ACH bank transfers (shared account)';

/** The merchant's own support channel, as a platform would fill the slot. */
function SupportChannel() {
  return (
    <p>
      Write to <a href="mailto:support@example.com">support@example.com</a> or call +1 212 555 0100, Monday to Friday.
    </p>
  );
}

/**
 * A capability's status on the fake platform, with the next step its `resolution` asks for. Each
 * story puts the customer's bank method in one status through the sandbox, as a review would.
 */
const meta = {
  title: 'Onboarding/Capability status',
  args: { onOpenTasks: fn() },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CapabilityStoryArgs>;

export default meta;
type Story = StoryObj<Meta<CapabilityStoryArgs>>;

/** The capability's own status badge (the applications carry badges too). */
function statusBadgeOf(section: HTMLElement): HTMLElement {
  const badge = section.querySelector<HTMLElement>('[data-slot="capability-status-header"] [data-slot="badge"]');
  if (!badge) throw new Error('The panel shows no status badge');
  return badge;
}

const panel = (args: Record<string, unknown>, supportSlot?: ReactNode) => (
  <CapabilityStatusPanel
    capabilityId={BANK}
    onOpenTasks={args.onOpenTasks as CapabilityStoryArgs['onOpenTasks']}
    supportSlot={supportSlot}
  />
);

/** `restricted`, resolution `complete_tasks`: the tasks to do, and a way to them. */
export const RestrictedCompleteTasks: Story = {
  ...fakeKitStory({ scenario: 'individualWithOpenTasks', render: (_kit, args) => panel(args) }),
  play: async ({ args, canvas, loaded, userEvent }) => {
    const { scenario } = fakeKitOf<'individualWithOpenTasks'>({ loaded });
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(statusBadgeOf(section)).toHaveTextContent('Action needed');
    await userEvent.click(await within(section).findByRole('button', { name: 'Go to your tasks' }));
    await expect(args.onOpenTasks).toHaveBeenCalledWith(scenario.taskIds);
  },
};

/** `pending`, resolution `wait`: the answers are in review and the panel names what is reviewed. */
export const PendingWait: Story = {
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
    render: (_kit, args) => panel(args),
  }),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(statusBadgeOf(section)).toHaveTextContent('Pending');
    await expect(await within(section).findByText(/We're reviewing: Additional information requested/)).toBeInTheDocument();
  },
};

/** `rejected`, resolution `contact_support`: the merchant's support slot is the next step. */
export const RejectedContactSupport: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.forceCapabilityStatus(scenario.capabilityId, 'rejected'),
    render: (_kit, args) => panel(args, <SupportChannel />),
  }),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(statusBadgeOf(section)).toHaveTextContent('Rejected');
    await expect(within(section).getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
  },
};

/** `rejected`, resolution `contact_support`, and no slot given: the kit's own sentence. */
export const RejectedContactSupportWithoutSlot: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.forceCapabilityStatus(scenario.capabilityId, 'rejected'),
    render: (_kit, args) => panel(args),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contact support to find out what happens next.')).toBeInTheDocument();
  },
};

/** `ready`, resolution `none`: nothing more to do. */
export const ReadyNone: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.forceCapabilityStatus(scenario.capabilityId, 'ready'),
    render: (_kit, args) => panel(args),
  }),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(statusBadgeOf(section)).toHaveTextContent('Ready');
    await expect(within(section).getByText('Nothing more to do: this method is ready to use.')).toBeInTheDocument();
  },
};

/** `canceled`, resolution `none`: nothing more can be done for this application. */
export const CanceledNone: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: ({ scenario, sandbox }) => sandbox.cancelCapability(scenario.capabilityId),
    render: (_kit, args) => panel(args),
  }),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(statusBadgeOf(section)).toHaveTextContent('Canceled');
    await expect(within(section).getByText('Nothing more can be done for this method.')).toBeInTheDocument();
  },
};

/**
 * A status and a resolution the kit has never seen, as a later API version may send (both enums
 * are open): a neutral badge and the reason's message, nothing that breaks.
 */
export const UnknownStatusAndResolution: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    handlers: ({ backend }) => [
      rewrittenKitRoute(backend, { method: 'GET', path: '/capabilities' }, (body) => {
        const page = body as { data: { id: string }[] };
        return {
          ...page,
          data: page.data.map((capability) =>
            capability.id === BANK
              ? {
                  ...capability,
                  status: 'under_periodic_review',
                  statusReason: {
                    code: 'periodic_review',
                    resolution: 'await_operator_call',
                    message: 'Your account is part of a routine periodic review.',
                  },
                }
              : capability,
          ),
        };
      }),
    ],
    render: (_kit, args) => panel(args),
  }),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: BANK_NAME });
    await expect(within(section).getByText('A periodic review needs you to confirm your details.')).toBeInTheDocument();
    await expect(section).not.toHaveTextContent('Your account is part of a routine periodic review.');
    await expect(statusBadgeOf(section)).toHaveTextContent(/under periodic review/i);
  },
};

/** Every capability of a customer, each in another status: ready, action needed, rejected, canceled. */
export const ListOfEveryStatus: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: async ({ sandbox }) => {
      await sandbox.requestCapability('wire_pooled');
      await sandbox.forceCapabilityStatus('wire_pooled', 'rejected');
      await sandbox.requestCapability('card');
      await sandbox.cancelCapability('card');
    },
    render: (_kit, args) => (
      <CapabilityList
        onOpenTasks={args.onOpenTasks as CapabilityStoryArgs['onOpenTasks']}
        supportSlot={<SupportChannel />}
        showDetails={false}
      />
    ),
  }),
  play: async ({ canvas }) => {
    for (const status of ['Ready', 'Action needed', 'Rejected', 'Canceled']) {
      await expect(await canvas.findByText(status)).toBeInTheDocument();
    }
  },
};
