import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from 'paykit/components';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Remove account' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="story-row">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** Focusable and announced, but clicks are ignored until the action settles. */
export const Pending: Story = {
  args: { isPending: true, children: 'Pay €120.00' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Pay €120.00/ });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Working…');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#statements">View statements</a> },
};

export const AllVariantsDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="story-row">
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} isPending>
        Pending
      </Button>
    </div>
  ),
};
