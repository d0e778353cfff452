import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from 'paykit/components';

const meta = {
  title: 'Base/Field',
  component: Field,
  args: { label: 'IBAN', children: <input name="iban" autoComplete="off" /> },
  decorators: [
    (Story) => (
      <div className="story-stack">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Two letters, two digits, then up to 30 letters or digits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      'Two letters, two digits, then up to 30 letters or digits.',
    );
  },
};

export const WithError: Story = {
  args: {
    description: 'Two letters, two digits, then up to 30 letters or digits.',
    error: 'Enter an IBAN that starts with a country code, like FR76.',
    children: <input name="iban" autoComplete="off" defaultValue="7630006000011234" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an IBAN that starts with a country code');
  },
};

export const Required: Story = { args: { label: 'Legal name', necessity: 'required', children: <input name="name" /> } };

export const Optional: Story = {
  args: { label: 'Trading name', necessity: 'optional', children: <input name="tradingName" /> },
};

export const WithSelect: Story = {
  args: {
    label: 'Country',
    children: (
      <select name="country" defaultValue="FR">
        <option value="FR">France</option>
        <option value="DE">Germany</option>
        <option value="US">United States</option>
      </select>
    ),
  },
};

export const WithErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };
