import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NotificationBanner, type NotificationBannerProps } from 'paykit/components';
import { fakeKitStory } from '../support/fakeKitStory.js';
import { failingKitRoute } from '../support/kitHandlers.js';

/** Args of these stories: the banner's callbacks, recorded. */
type BannerStoryArgs = Pick<NotificationBannerProps, 'onNotificationsChange' | 'onLoadError' | 'onSelect'>;

/** The paykit client retries a 503 up to 4 times: fail them all for the person to see it. */
const CLIENT_ATTEMPTS = 4;

/** Where a merchant would send each item: the transfer's page, else the onboarding page. */
const hrefFor: NotificationBannerProps['hrefFor'] = (item) =>
  item.about[0]?.type === 'transfer' ? `#transfer-${item.about[0].id}` : '#onboarding';

/**
 * The banner a merchant puts in the page header: what needs the customer's attention across
 * payment methods, accounts and payments, each task once, each item a link to where it is done.
 * It renders nothing while it reads and when nothing is left.
 */
const meta = {
  title: 'Onboarding/Notification banner',
  // The app routes itself on a select (as a single-page app does): the story's frame never navigates.
  args: { onNotificationsChange: fn(), onLoadError: fn(), onSelect: fn((_item, event) => event.preventDefault()) },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<BannerStoryArgs>;

export default meta;
type Story = StoryObj<Meta<BannerStoryArgs>>;

const banner = (args: Record<string, unknown>) => <NotificationBanner hrefFor={hrefFor} {...(args as BannerStoryArgs)} />;

/** Every method ready, nothing in review: the banner renders nothing, and reports zero once it knows. */
export const NothingToDo: Story = {
  ...fakeKitStory({ scenario: 'readyForPayments', render: (_kit, args) => banner(args) }),
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onNotificationsChange).toHaveBeenCalledWith({ total: 0, actionRequired: 0 }), { timeout: 10_000 });
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/**
 * A new bank method's tasks (each once), a payment held for an answer, and an account being set
 * up: five things to do and one update, each a link.
 */
export const SeveralItems: Story = {
  ...fakeKitStory({
    scenario: 'payinAwaitingFunds',
    prepare: async ({ platform, scenario, sandbox }) => {
      await sandbox.requestCapability('sepa_pooled');
      // Long enough for the story: the new account stays "being set up".
      platform.core.settings.provisioningMs = 60 * 60_000;
      await sandbox.api.post(`/v3/customers/${scenario.customerId}/accounts`, {
        origin: 'issued',
        type: 'bank',
        method: 'ach',
        label: 'Payouts',
        settlement: { accountId: scenario.walletAccountId },
      });
      await sandbox.api.post('/v3/sandbox/tasks', {
        scope: { type: 'transfer', transferId: scenario.transferId, customerId: scenario.customerId },
        items: [{ request: { type: 'text', prompt: 'What is this payment for?' } }],
      });
    },
    render: (_kit, args) => banner(args),
  }),
  play: async ({ args, canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: '5 things need your attention' }, { timeout: 10_000 });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(within(region).getByRole('link', { name: 'Verify your identity' }).closest('li')).toHaveTextContent(
      'For SEPA transfers (shared account)',
    );
    await expect(within(region).getByRole('link', { name: 'Payouts' }).closest('li')).toHaveTextContent('Being set up');
    const payment = within(region).getByRole('link', { name: 'Additional information requested' });
    await expect(payment.getAttribute('href')).toMatch(/^#transfer-tr_/);
    await userEvent.click(payment);
    await expect(args.onSelect).toHaveBeenCalled();
    await expect(args.onNotificationsChange).toHaveBeenCalledWith({ total: 6, actionRequired: 5 });
  },
};

/** The tasks cannot be read (every automatic retry of the client gets a 503): the error, onLoadError, and Retry. */
export const LoadError: Story = {
  ...fakeKitStory({
    scenario: 'individualWithOpenTasks',
    handlers: () => [failingKitRoute({ method: 'GET', path: '/tasks' }, CLIENT_ATTEMPTS).handler],
    render: (_kit, args) => banner(args),
  }),
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("We couldn't check what needs your attention.");
    await expect(args.onLoadError).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: '4 things need your attention' }, { timeout: 10_000 })).toBeInTheDocument();
  },
};
