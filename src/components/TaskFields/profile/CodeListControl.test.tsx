import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { CountryListControl, CurrencyListControl } from './CodeListControl.js';

const nationalities = profileField('/individual/nationalities', {
  valueType: 'array',
  itemValueType: 'country_code',
  prompt: 'Nationalities',
  constraints: { minItems: 1 },
});

describe('given a list of countries', () => {
  const control = { Control: CountryListControl, labelling: 'fieldset' } as const;

  it('should add the chosen country only when Add is pressed, and give focus back to the select', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={nationalities} control={control} onValueChange={onValueChange} />);

    const select = screen.getByRole('combobox', { name: 'Add a country' });
    await user.selectOptions(select, 'France');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onValueChange).toHaveBeenLastCalledWith(['FR']);
    expect(select).toHaveFocus();
    expect(select).toHaveValue('');
    expect(within(select).queryByRole('option', { name: 'France' })).not.toBeInTheDocument();
  });

  it('should list the chosen countries by name and remove one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={nationalities} control={control} initialValue={['GB', 'IE']} onValueChange={onValueChange} />);

    const group = screen.getByRole('group', { name: 'Nationalities' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['United Kingdom', 'Ireland']);
    await user.click(screen.getByRole('button', { name: 'Remove United Kingdom' }));

    expect(onValueChange).toHaveBeenLastCalledWith(['IE']);
    expect(screen.getByRole('combobox', { name: 'Add a country' })).toHaveFocus();
  });

  it('should do nothing when Add is pressed with no country chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={nationalities} control={control} onValueChange={onValueChange} />);

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('should put the focus ref, the error and invalid state on the select', () => {
    const focusRef = vi.fn();
    render(<ControlHarness field={nationalities} control={control} focusRef={focusRef} error="Add at least 1 item." />);

    const select = screen.getByRole('combobox', { name: 'Add a country' });
    expect(focusRef).toHaveBeenCalledWith(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Add at least 1 item.');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={nationalities} control={control} initialValue={['GB']} />);
    await expectNoAxeViolations(container);
  });
});

describe('given a list of currencies', () => {
  const control = { Control: CurrencyListControl, labelling: 'fieldset' } as const;
  const currencies = profileField('/financialProfile/expectedCurrencies', {
    valueType: 'array',
    itemValueType: 'currency_code',
    prompt: 'Currencies',
  });

  it('should add currencies by code and name, stablecoins included', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={currencies} control={control} initialValue={['EUR']} onValueChange={onValueChange} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a currency' }), 'USDC');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onValueChange).toHaveBeenLastCalledWith(['EUR', 'USDC']);
    expect(screen.getByText('EUR – Euro')).toBeInTheDocument();
  });

  it('should offer the active ISO 4217 currencies and not withdrawn ones, whatever the runtime lists', () => {
    render(<ControlHarness field={currencies} control={control} />);
    const offered = within(screen.getByRole('combobox', { name: 'Add a currency' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(expect.arrayContaining(['HUF', 'IQD', 'CLF', 'UYW', 'XCG', 'SLE', 'ZWG', 'USDT']));
    for (const withdrawn of ['HRK', 'SLL', 'ZWL', 'ANG', 'BGN', 'XAU', 'XXX']) expect(offered).not.toContain(withdrawn);
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={currencies} control={control} initialValue={['EUR']} />);
    await expectNoAxeViolations(container);
  });
});
