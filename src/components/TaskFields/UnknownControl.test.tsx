import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';
import { UnknownControl } from './UnknownControl.js';

describe('given an answer type the kit does not know, with a text value', () => {
  const field = fieldOf({ type: 'favourite_colour', valueType: 'string', prompt: 'What is your favourite colour?' });
  const control = { Control: UnknownControl, labelling: 'label' } as const;

  it('should name the type and still take a typed answer', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={field} control={control} onValueChange={onValueChange} />);

    const input = screen.getByRole('textbox', { name: 'What is your favourite colour?' });
    expect(input).toHaveAccessibleDescription(/favourite_colour.*own words/);
    await user.type(input, 'Teal');

    expect(onValueChange).toHaveBeenLastCalledWith('Teal');
  });

  it('should take text when the value type is absent too', () => {
    render(<ControlHarness field={fieldOf({ type: 'mystery', valueType: null, prompt: 'Anything?' })} control={control} />);

    expect(screen.getByRole('textbox', { name: 'Anything?' })).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={field} control={control} error="Enter an answer." />);
    await expectNoAxeViolations(container);
  });
});

describe('given an answer type the kit does not know, with a structured value', () => {
  const field = fieldOf({ type: 'signature', valueType: 'drawing', prompt: 'Sign here.' });
  const control = { Control: UnknownControl, labelling: 'fieldset' } as const;

  it('should say it cannot be answered here, naming the type, and take the focus there', () => {
    const focusRef = vi.fn();
    render(<ControlHarness field={field} control={control} focusRef={focusRef} />);

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const note = screen.getByText(/signature \(drawing\).*cannot be answered here/);
    expect(focusRef).toHaveBeenCalledWith(note);
    expect(note).toHaveAttribute('tabindex', '-1');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={field} control={control} />);
    await expectNoAxeViolations(container);
  });
});
