import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from 'paykit/components';

const meta = {
  title: 'Base/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Large: Story = { args: { size: 'lg', label: 'Loading your accounts' } };

export const Dark: Story = { args: { size: 'lg' }, globals: { theme: 'dark' } };
