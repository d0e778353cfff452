import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';
import { TextControl } from './TextControl.js';

const control = { Control: TextControl, labelling: 'label' } as const;
const occupation = fieldOf({ type: 'text', prompt: 'What is your occupation?', constraints: { minLength: 2, maxLength: 100 } });

describe('given a text field with length limits', () => {
  it('should send every keystroke as typed, spaces included', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={occupation} control={control} onValueChange={onValueChange} />);

    await user.type(screen.getByRole('textbox', { name: 'What is your occupation?' }), 'Data scientist ');

    expect(onValueChange).toHaveBeenLastCalledWith('Data scientist ');
  });

  it('should show the limits as a hint read with the input, without cutting what is typed', async () => {
    const user = userEvent.setup();
    render(<ControlHarness field={fieldOf({ type: 'text', prompt: 'Code', constraints: { maxLength: 3 } })} control={control} />);

    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Up to 3 characters.');
    expect(input).not.toHaveAttribute('maxlength');
    await user.type(input, 'ABCDE');
    expect(input).toHaveValue('ABCDE');
  });

  it('should read the description, the limits and the error, and mark the input invalid and required', () => {
    render(<ControlHarness field={occupation} control={control} description="As on your payslip." error="Enter at least 2 characters." />);

    const input = screen.getByRole('textbox', { name: 'What is your occupation?' });
    expect(input).toHaveAccessibleDescription('As on your payslip. Enter at least 2 characters. 2 to 100 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.id).not.toBe('');
  });

  it('should give the focus ref the input and be disabled when the field is', () => {
    const focusRef = vi.fn();
    render(<ControlHarness field={occupation} control={control} focusRef={focusRef} isDisabled />);

    const input = screen.getByRole('textbox', { name: 'What is your occupation?' });
    expect(focusRef).toHaveBeenCalledWith(input);
    expect(input).toBeDisabled();
  });

  it('should offer a text area when the text may be long', () => {
    render(
      <ControlHarness
        field={fieldOf({ type: 'text', prompt: 'Describe your business.', constraints: { maxLength: 2000 } })}
        control={control}
      />,
    );

    expect(screen.getByRole('textbox', { name: 'Describe your business.' }).tagName).toBe('TEXTAREA');
  });

  it('should offer a one-line input when the text has no length limit', () => {
    render(<ControlHarness field={fieldOf({ type: 'text', prompt: 'Your occupation' })} control={control} />);

    expect(screen.getByRole('textbox', { name: 'Your occupation' }).tagName).toBe('INPUT');
  });

  it('should call onBlur when the input loses focus', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<ControlHarness field={occupation} control={control} onBlur={onBlur} />);

    await user.click(screen.getByRole('textbox', { name: 'What is your occupation?' }));
    await user.tab();

    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('should have no axe violations, valid or invalid', async () => {
    const { container } = render(
      <>
        <ControlHarness field={occupation} control={control} description="As on your payslip." />
        <ControlHarness field={fieldOf({ type: 'text', prompt: 'Other' }, { id: 'req_2' })} control={control} error="Enter an answer." />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
