import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardHeader, Skeleton, SkeletonGroup } from 'paykit/components';

const meta = {
  title: 'Base/Skeleton',
  component: SkeletonGroup,
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SkeletonGroup {...args}>
      <Skeleton variant="circle" />
      <Skeleton />
      <Skeleton />
      <Skeleton variant="block" />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

export const CustomLabel: Story = { args: { label: 'Loading your accounts' } };

export const InACard: Story = {
  render: (args) => (
    <Card>
      <SkeletonGroup {...args}>
        <CardHeader>
          <Skeleton />
        </CardHeader>
        <CardContent>
          <Skeleton variant="block" />
        </CardContent>
      </SkeletonGroup>
    </Card>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
