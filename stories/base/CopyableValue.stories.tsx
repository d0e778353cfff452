import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { CopyableValue } from 'paykit/components';

const meta = {
  title: 'Base/CopyableValue',
  component: CopyableValue,
  args: {
    label: 'IBAN',
    value: 'FR7630006000011234567890189',
    displayValue: 'FR76 3000 6000 0112 3456 7890 189',
    onCopy: fn(),
  },
} satisfies Meta<typeof CopyableValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PlainText: Story = {
  args: { label: 'Account holder', value: 'Atelier Lumière SARL', displayValue: undefined, variant: 'text' },
};

export const Copied: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IBAN' }));
    await expect(await canvas.findByText('IBAN copied')).toHaveAttribute('role', 'status');
    await expect(args.onCopy).toHaveBeenCalledWith('FR7630006000011234567890189');
  },
};

/** The clipboard refuses: the value is selected and the person is told to copy it themselves. */
export const CopyFailure: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IBAN' }));
    await expect(await canvas.findByText("Couldn't copy. Select the text and copy it yourself.")).toBeVisible();
    await expect(document.getSelection()?.toString()).toBe('FR76 3000 6000 0112 3456 7890 189');
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const CopyFailureDark: Story = { ...CopyFailure, globals: { theme: 'dark' } };
