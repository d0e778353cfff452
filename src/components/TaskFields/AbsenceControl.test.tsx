import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { AbsenceControl } from './AbsenceControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';

const control = { Control: AbsenceControl, labelling: 'self' } as const;
const noTaxId = fieldOf({ type: 'absence', prompt: 'I have no tax identification number.' });

describe('given an ask whose only answer is absence', () => {
  it('should say nothing needs entering and confirm with a checkbox reading the prompt', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={noTaxId} control={control} onValueChange={onValueChange} />);

    const box = screen.getByRole('checkbox', { name: 'I have no tax identification number.' });
    expect(box).toHaveAccessibleDescription(/nothing to enter/i);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(box);

    expect(onValueChange).toHaveBeenLastCalledWith(true);
  });

  it('should confirm in general words when there is no prompt', () => {
    render(<ControlHarness field={fieldOf({ type: 'absence', prompt: null })} control={control} />);

    expect(screen.getByRole('checkbox', { name: 'I confirm this does not apply to me.' })).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={noTaxId} control={control} error="Tick the box to confirm." />);
    await expectNoAxeViolations(container);
  });
});
