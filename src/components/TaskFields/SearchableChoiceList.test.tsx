import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sourcesOfFunds } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { ControlHarness } from '../test-support/ControlHarness.js';
import { fieldOf, optionsOf, sourcesOfFundsField } from '../test-support/fieldFixtures.js';
import { MultiSelectControl } from './MultiSelectControl.js';

const control = { Control: MultiSelectControl, labelling: 'fieldset' } as const;
const funds = sourcesOfFundsField();

/** The elements of `container` a Tab press stops at, in order. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('input, button, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLInputElement).disabled,
  );
}

describe('given a multiple choice of more than eight options', () => {
  it('should be two tab stops (the filter and the list) instead of a checkbox each', () => {
    const { container } = render(<ControlHarness field={funds} control={control} initialValue={['salary', 'savings']} />);

    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(tabStops(container)).toEqual([
      screen.getByRole('textbox', { name: 'Filter the options' }),
      screen.getByRole('listbox', { name: 'Where do the funds of the business come from?' }),
    ]);
    expect(screen.getAllByRole('option')).toHaveLength(24);
  });

  it('should move with the arrows, choose with Space and keep the options order, by keyboard alone', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={funds} control={control} onValueChange={onValueChange} />);
    const list = screen.getByRole('listbox');

    await user.tab();
    await user.tab();
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Salary' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(onValueChange).toHaveBeenLastCalledWith(['business_revenue']);
    await user.keyboard('{Home} ');
    expect(onValueChange).toHaveBeenLastCalledWith(['salary', 'business_revenue']);
    expect(screen.getByRole('option', { name: 'Salary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Savings' })).toHaveAttribute('aria-selected', 'false');
    expect(list).toHaveAccessibleDescription('2 of 24 chosen');

    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['business_revenue']);
  });

  it('should narrow the list by any word of the labels, say how many are left, and choose from what is left', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={funds} control={control} onValueChange={onValueChange} />);
    const filter = screen.getByRole('textbox', { name: 'Filter the options' });

    await user.type(filter, 'funds');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Company funds',
      'Intercompany funds',
      'Third party funds',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 24 options shown.');
    expect(filter).toHaveAccessibleDescription('3 of 24 options shown.');

    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getByRole('listbox')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith(['intercompany_funds']);

    await user.clear(filter);
    await user.type(filter, 'party');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Third party funds']);
    await user.type(filter, 'x');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No option matches the filter.');
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('option')).toHaveLength(24);
  });

  it('should take a letter typed in the list into the filter, and clear the filter on Escape in the list', async () => {
    const user = userEvent.setup();
    render(<ControlHarness field={funds} control={control} />);
    await user.click(screen.getByRole('option', { name: 'Gift' }));

    await user.keyboard('loan');

    expect(screen.getByRole('textbox', { name: 'Filter the options' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Filter the options' })).toHaveValue('loan');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Loan']);

    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(24);
  });

  it('should show what is chosen as chips a pointer removes, and Backspace on an empty filter removes the last', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={funds} control={control} initialValue={['salary', 'gift']} onValueChange={onValueChange} />);
    const chips = screen.getByRole('list', { name: 'Chosen' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Salary×', 'Gift×']);

    await user.click(screen.getByRole('button', { name: 'Remove Salary' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['gift']);

    await user.click(screen.getByRole('textbox', { name: 'Filter the options' }));
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Chosen' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing chosen yet')).toBeInTheDocument();
  });

  it('should not submit the form on Enter in the filter, but move to the list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ControlHarness field={funds} control={control} />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Filter the options' }), 'gift{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toHaveFocus();
  });

  it('should mark the list invalid and described by its error, and give it the focus ref', () => {
    const focusRef = vi.fn();
    render(<ControlHarness field={funds} control={control} error="Choose at least 1 option." focusRef={focusRef} />);
    const list = screen.getByRole('listbox');

    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAttribute('aria-required', 'true');
    expect(list).toHaveAccessibleDescription('Nothing chosen yet Choose at least 1 option.');
    expect(focusRef).toHaveBeenCalledWith(list);
  });

  it('should keep eight options or fewer as checkboxes', () => {
    const few = fieldOf({ type: 'multi_select', valueType: 'array', prompt: 'Pick', options: optionsOf(sourcesOfFunds.slice(0, 8)) });
    render(<ControlHarness field={few} control={control} />);

    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('should have no axe violations, with choices, an error, and a filter that leaves nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlHarness field={funds} control={control} initialValue={['gift']} error="Too many." />);
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: 'Filter the options' }), 'zzz');
    await expectNoAxeViolations(container);
  });
});
