import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { DateControl } from './DateControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';

const control = { Control: DateControl, labelling: 'label' } as const;
const startDate = fieldOf({ type: 'date', valueType: 'date', prompt: 'When did you start?' });

describe('given a date field', () => {
  it('should send the date as YYYY-MM-DD', () => {
    const onValueChange = vi.fn();
    render(<ControlHarness field={startDate} control={control} onValueChange={onValueChange} />);

    const input = screen.getByLabelText('When did you start?');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2021-03-04' } });

    expect(onValueChange).toHaveBeenLastCalledWith('2021-03-04');
    expect(input).toHaveValue('2021-03-04');
  });

  it('should show the value it is given and wire the error', () => {
    render(<ControlHarness field={startDate} control={control} initialValue="1999-12-31" error="Enter a real date." />);

    const input = screen.getByLabelText('When did you start?');
    expect(input).toHaveValue('1999-12-31');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a real date.');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={startDate} control={control} description="The first day." />);
    await expectNoAxeViolations(container);
  });
});
