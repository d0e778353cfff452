import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Callout } from 'paykit/components';

const meta = {
  title: 'Base/Callout',
  component: Callout,
  args: { title: 'Verification in progress', children: 'We will email you when your account is ready.' },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };

export const Neutral: Story = {
  args: { tone: 'neutral', title: 'Note', children: 'Transfers made after 5 pm arrive the next business day.' },
};

export const Success: Story = { args: { tone: 'success', title: 'Account ready', children: 'You can now receive payments.' } };

export const Warning: Story = {
  args: { tone: 'warning', title: 'Documents needed', children: 'Upload proof of address to keep receiving payouts.' },
};

/** The only tone announced with `role="alert"`. */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Payment failed', children: 'The bank declined the transfer. No money has moved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Documents needed',
    children: 'Upload proof of address to keep receiving payouts.',
    action: <Button size="sm">Upload document</Button>,
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Details saved', children: 'Your business details are saved.', onDismiss: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Details saved')).not.toBeInTheDocument();
  },
};

export const AllTonesDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <Callout tone="neutral" title="Note">
        Transfers made after 5 pm arrive the next business day.
      </Callout>
      <Callout tone="info" title="Verification in progress" onDismiss={() => undefined}>
        We will email you when your account is ready.
      </Callout>
      <Callout tone="success" title="Account ready">
        You can now receive payments.
      </Callout>
      <Callout tone="warning" title="Documents needed" action={<Button size="sm">Upload document</Button>}>
        Upload proof of address to keep receiving payouts.
      </Callout>
      <Callout tone="danger" title="Payment failed">
        The bank declined the transfer. No money has moved.
      </Callout>
    </>
  ),
};
