import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { SingleSelectControl } from './SingleSelectControl.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf, optionsOf } from '../test-support/fieldFixtures.js';

const status = fieldOf({
  type: 'single_select',
  prompt: 'What is your employment status?',
  options: optionsOf(['employed', 'self_employed', 'retired']),
});
const industry = fieldOf({
  type: 'single_select',
  prompt: 'Which industry?',
  options: optionsOf(['software', 'ecommerce', 'professional_services', 'manufacturing', 'nonprofit', 'other']),
});

describe('given a single choice among five options or fewer', () => {
  const control = { Control: SingleSelectControl, labelling: 'fieldset' } as const;

  it('should offer radios in a group named by the question, and send the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={status} control={control} onValueChange={onValueChange} />);

    const group = screen.getByRole('group', { name: 'What is your employment status?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Self employed' }));

    expect(onValueChange).toHaveBeenLastCalledWith('self_employed');
    expect(screen.getByRole('radio', { name: 'Self employed' })).toBeChecked();
  });

  it('should label an option without a label by its value', () => {
    render(
      <ControlHarness
        field={fieldOf({ type: 'single_select', prompt: 'Plan', options: optionsOf(['basic', 'pro'], false) })}
        control={control}
      />,
    );

    expect(screen.getByRole('radio', { name: 'basic' })).toBeInTheDocument();
  });

  it('should mark every radio required and invalid, described by the error', () => {
    render(<ControlHarness field={status} control={control} error="Choose an answer." />);

    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeRequired();
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Choose an answer.');
    }
  });

  it('should move between options with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={status} control={control} initialValue="employed" onValueChange={onValueChange} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Employed' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');

    expect(onValueChange).toHaveBeenLastCalledWith('self_employed');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={status} control={control} error="Choose an answer." />);
    await expectNoAxeViolations(container);
  });
});

describe('given a single choice among more than five options', () => {
  const control = { Control: SingleSelectControl, labelling: 'label' } as const;

  it('should offer a select with an empty first option, and send the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={industry} control={control} onValueChange={onValueChange} />);

    const select = screen.getByRole('combobox', { name: 'Which industry?' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.selectOptions(select, 'Professional services');

    expect(onValueChange).toHaveBeenLastCalledWith('professional_services');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={industry} control={control} />);
    await expectNoAxeViolations(container);
  });
});
