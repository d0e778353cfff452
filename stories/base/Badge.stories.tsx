import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from 'paykit/components';

const meta = {
  title: 'Base/Badge',
  component: Badge,
  args: { children: 'Ready' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Archived' } };

const tones = (
  <div className="story-row">
    <Badge tone="neutral">Archived</Badge>
    <Badge tone="info">In review</Badge>
    <Badge tone="success">Ready</Badge>
    <Badge tone="warning">Action required</Badge>
    <Badge tone="danger">Rejected</Badge>
  </div>
);

export const Tones: Story = { render: () => tones };

export const TonesDark: Story = { globals: { theme: 'dark' }, render: () => tones };
