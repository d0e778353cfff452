import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { createPaykitClient, type Task } from 'paykit';
import { HostedSessionCard, HostedSessionQr } from 'paykit/components';
import { useVerificationSession } from 'paykit/forms';
import { createFakeKitBackend } from 'paykit/testing';
import type { FakeKitSetup } from '../support/fakeKitStory.js';
import { fakeKitOf, fakeKitStory } from '../support/fakeKitStory.js';

/**
 * Hosted verification sessions on the fake platform: the card opens the partner's page in a new
 * tab, only over https and with `noopener,noreferrer`.
 */
const meta = {
  title: 'Onboarding/Hosted session',
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link lives 15 minutes on the platform; the scenario runs a minute more than that ago. */
const LINK_TTL_MS = 15 * 60_000;

/** The customer's identity verification task, read through the proxy as the page would have read it. */
async function identityTaskAsReadByThePage({ platform, scenario, sandbox }: FakeKitSetup<'individualWithOpenTasks'>): Promise<Task> {
  const listed = (await sandbox.listTasks('action_required')).find((task) => task.category === 'identity_verification');
  if (!listed) throw new Error('The story customer has no identity verification task');
  const backend = createFakeKitBackend({ platform, apiKey: scenario.apiKey, customerId: scenario.customerId });
  return createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch }).getTask(listed.id);
}

/** The session waits on the person; its link is fresh. */
export const VerificationToDo: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: identityTaskAsReadByThePage,
    render: ({ prepared }) => <HostedSessionCard task={prepared} session={prepared.verificationSessions[0]!} kind="verification" />,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Verify your identity/ })).toBeInTheDocument();
    await expect(canvas.getByText('To do')).toBeInTheDocument();
    // To finish on a phone: the live link, to copy.
    await expect(canvas.getByText(/On a phone or another computer\? Copy this link/)).toBeInTheDocument();
  },
};

/**
 * The page read the task a quarter of an hour ago and its link has expired since: the card says
 * so, and continuing opens a blank tab in the click (popup blockers let it through) and sends it to
 * the fresh link once read.
 */
export const ExpiredVerificationUrl: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    clockOffsetMs: -(LINK_TTL_MS + 60_000),
    prepare: async (setup) => {
      const task = await identityTaskAsReadByThePage(setup);
      setup.clock.set(Date.now());
      return task;
    },
    render: ({ prepared }) => <HostedSessionCard task={prepared} session={prepared.verificationSessions[0]!} kind="verification" />,
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { prepared: task } = fakeKitOf<'individualWithOpenTasks', Task>({ loaded });
    const expiredUrl = task.verificationSessions[0]?.url;
    // The tab the click opens, blank until the fresh link is read; the story keeps it in this page.
    const tab = { opener: window as Window | null, closed: false, close: () => undefined, location: { replace: fn() } };
    const open = spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    try {
      await expect(await canvas.findByText('The previous link has expired. A fresh one is fetched when you continue.')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: /Verify your identity/ }));
      await expect(await canvas.findByText('Finish in the new tab. We will update this page when you come back.')).toBeInTheDocument();
      await expect(open).toHaveBeenCalledTimes(1);
      await expect(open).toHaveBeenCalledWith('', '_blank');
      const [url] = tab.location.replace.mock.calls[0] ?? [];
      await expect(String(url)).toMatch(/^https:\/\//);
      await expect(url).not.toBe(expiredUrl);
      await expect(tab.opener).toBeNull();
    } finally {
      open.mockRestore();
    }
  },
};

/** The card with the QR code a merchant places beside it, to continue on a phone while this page follows. */
function CardWithPhoneCode({ task }: { task: Task }) {
  const { link, continueElsewhere } = useVerificationSession(task);
  return (
    <>
      <HostedSessionCard task={task} session={task.verificationSessions[0]!} kind="verification" />
      {link !== null && <HostedSessionQr link={link} onShow={continueElsewhere} />}
    </>
  );
}

/**
 * A person at a desktop asks for the QR code of the live link (the identity check wants a camera):
 * the code, named for screen readers, with the link written beneath it.
 */
export const ContinueOnPhoneQr: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    prepare: identityTaskAsReadByThePage,
    render: ({ prepared }) => <CardWithPhoneCode task={prepared} />,
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { prepared: task } = fakeKitOf<'individualWithOpenTasks', Task>({ loaded });
    const show = await canvas.findByRole('button', { name: 'Show a QR code to continue on your phone' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(canvas.getByRole('button', { name: 'Hide the QR code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: 'QR code of the link to the secure page' })).toBeVisible();
    // The link is written under the code as well as in the card's copyable value.
    await expect(canvas.getAllByText(task.verificationSessions[0]?.url ?? '')).toHaveLength(2);
  },
};
