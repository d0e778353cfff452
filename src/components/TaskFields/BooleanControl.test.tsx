import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { BooleanControl } from './BooleanControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf } from '../test-support/fieldFixtures.js';

const control = { Control: BooleanControl, labelling: 'fieldset' } as const;
const pep = fieldOf({ type: 'boolean', valueType: 'boolean', prompt: 'Do you hold a prominent public function?' });

describe('given a yes-or-no question', () => {
  it('should check neither until answered, then send a boolean', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={pep} control={control} onValueChange={onValueChange} />);

    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onValueChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onValueChange).toHaveBeenLastCalledWith(true);
  });

  it('should show false as No, not as unanswered', () => {
    render(<ControlHarness field={pep} control={control} initialValue={false} />);

    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('should be disabled when the field is', () => {
    render(<ControlHarness field={pep} control={control} isDisabled />);

    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={pep} control={control} error="Choose an answer." />);
    await expectNoAxeViolations(container);
  });
});
