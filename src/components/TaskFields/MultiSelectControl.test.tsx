import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { MultiSelectControl } from './MultiSelectControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf, optionsOf } from '../test-support/fieldFixtures.js';

const control = { Control: MultiSelectControl, labelling: 'fieldset' } as const;
const methods = fieldOf({
  type: 'multi_select',
  valueType: 'array',
  itemValueType: 'string',
  prompt: 'Which ways to pay will you offer?',
  options: optionsOf(['card', 'apple_pay', 'google_pay']),
  constraints: { minItems: 1 },
});

describe('given a multiple choice', () => {
  it('should send the ticked values in the order of the options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={methods} control={control} onValueChange={onValueChange} />);

    await user.click(screen.getByRole('checkbox', { name: 'Google pay' }));
    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['card', 'google_pay']);

    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['google_pay']);
  });

  it('should keep a value the options no longer hold, so the check can name it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={methods} control={control} initialValue={['paypal']} onValueChange={onValueChange} />);

    await user.click(screen.getByRole('checkbox', { name: 'Card' }));

    expect(onValueChange).toHaveBeenLastCalledWith(['card', 'paypal']);
  });

  it('should mark the boxes invalid and described by the error, with none required alone', () => {
    render(<ControlHarness field={methods} control={control} error="Choose at least 1 option." />);

    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).not.toBeRequired();
      expect(box).toHaveAccessibleDescription('Choose at least 1 option.');
    }
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={methods} control={control} initialValue={['card']} error="Too many." />);
    await expectNoAxeViolations(container);
  });
});
