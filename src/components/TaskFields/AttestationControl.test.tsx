import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { AttestationControl } from './AttestationControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';

const control = { Control: AttestationControl, labelling: 'self' } as const;
const PROMPT = 'I certify that every person owning 25 % or more of the business is listed as a related party. I will tell you of changes.';
const certification = fieldOf({ type: 'attestation', valueType: 'boolean', prompt: PROMPT });

describe('given an attestation', () => {
  it('should label its one checkbox with the exact prompt, not the shortened label', () => {
    render(<ControlHarness field={certification} control={control} />);

    expect(certification.label).not.toBe(PROMPT);
    expect(screen.getByRole('checkbox', { name: PROMPT })).toBeInTheDocument();
  });

  it('should send true when ticked and undefined when unticked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={certification} control={control} onValueChange={onValueChange} />);

    await user.click(screen.getByRole('checkbox'));
    expect(onValueChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(undefined);
  });

  it('should be required, invalid and described by the error', () => {
    render(<ControlHarness field={certification} control={control} error="Tick the box to confirm." />);

    const box = screen.getByRole('checkbox', { name: PROMPT });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick the box to confirm.');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={certification} control={control} error="Tick the box to confirm." />);
    await expectNoAxeViolations(container);
  });
});
