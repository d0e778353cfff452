import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from 'paykit/components';

const meta = {
  title: 'Base/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Business account</CardTitle>
        <Badge tone="success">Ready</Badge>
      </CardHeader>
      <CardContent>Euro account ending 0189, receiving SEPA transfers.</CardContent>
      <CardFooter>
        <Button variant="secondary">View details</Button>
        <Button>Send money</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
