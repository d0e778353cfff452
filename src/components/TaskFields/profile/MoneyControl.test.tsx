import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitProvider } from '../../../hooks/index.js';
import { componentFr } from '../../locales/fr.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { MoneyControl, nextMoney } from './MoneyControl.js';

const control = { Control: MoneyControl, labelling: 'fieldset' } as const;
const volume = profileField('/financialProfile/expectedMonthlyVolume', { valueType: 'money', prompt: 'How much each month?' });

describe('given a money field', () => {
  it('should send the amount as a decimal string with its currency', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={volume} control={control} onValueChange={onValueChange} />);

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '2500.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');

    expect(onValueChange).toHaveBeenLastCalledWith({ amount: '2500.50', currency: 'EUR' });
  });

  function renderIn(locale: string) {
    const onValueChange = vi.fn();
    render(
      <PaykitProvider locale={locale} translations={{ fr: componentFr }} events={false}>
        <ControlHarness field={volume} control={control} initialValue={{ currency: 'EUR' }} onValueChange={onValueChange} />
      </PaykitProvider>,
    );
    return { onValueChange, amount: screen.getByRole('textbox', { name: locale.startsWith('fr') ? 'Montant' : 'Amount' }) };
  }

  it.each([
    ['fr-FR', '250,50', '250.50', '250,50'],
    ['fr-FR', '1 234,50', '1234.50', '1\u202f234,50'],
    ['fr-FR', '1\u202f234,50', '1234.50', '1\u202f234,50'],
    ['fr-FR', '1.234', '1.234', '1,234'],
    ['de-DE', '1.234,50', '1234.50', '1.234,50'],
  ])('in %s, should keep %j as %s from the first keystroke and show it as %j once it loses focus', async (locale, typed, kept, shown) => {
    const user = userEvent.setup();
    const { onValueChange, amount } = renderIn(locale);

    await user.type(amount, typed);
    expect(onValueChange).toHaveBeenLastCalledWith({ amount: kept, currency: 'EUR' });
    expect(amount).toHaveValue(typed);
    await user.tab();

    expect(onValueChange).toHaveBeenLastCalledWith({ amount: kept, currency: 'EUR' });
    expect(amount).toHaveValue(shown);
  });

  it('should send null when both parts are empty', () => {
    expect(nextMoney('', '')).toBeNull();
    expect(nextMoney('5', '')).toEqual({ amount: '5' });
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={volume} control={control} error="Enter an answer." />);
    await expectNoAxeViolations(container);
  });
});
