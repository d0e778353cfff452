import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitProvider } from '../../../hooks/index.js';
import { componentFr } from '../../locales/fr.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { MoneyControl, nextMoney, normaliseAmount } from './MoneyControl.js';

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

  it('should rewrite a French amount in the API grammar when the amount loses focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <PaykitProvider locale="fr-FR" translations={{ fr: componentFr }} events={false}>
        <ControlHarness field={volume} control={control} initialValue={{ currency: 'EUR' }} onValueChange={onValueChange} />
      </PaykitProvider>,
    );

    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '1 234,50');
    await user.tab();

    expect(onValueChange).toHaveBeenLastCalledWith({ amount: '1234.50', currency: 'EUR' });
  });

  it('should normalise amounts by the locale decimal separator', () => {
    expect(normaliseAmount('1,234.50', '.')).toBe('1234.50');
    expect(normaliseAmount('1.234,50', ',')).toBe('1234.50');
    expect(normaliseAmount('12,5', ',')).toBe('12.5');
    expect(normaliseAmount('12,5', '.')).toBe('12,5');
    expect(normaliseAmount('ten', '.')).toBe('ten');
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
