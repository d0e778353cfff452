import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { TaxIdentifiersControl } from './TaxIdentifiersControl.js';

const control = { Control: TaxIdentifiersControl, labelling: 'fieldset' } as const;
const taxIds = profileField('/individual/taxIdentifiers', {
  valueType: 'array',
  itemValueType: 'tax_identifier',
  prompt: 'Tax numbers',
  allowsAbsence: true,
  constraints: { minItems: 1 },
});

describe('given a tax identifiers field', () => {
  it('should show one blank row and send a list of {type, country, value}', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={taxIds} control={control} onValueChange={onValueChange} />);

    const row = screen.getByRole('group', { name: 'Tax identifier 1' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'VAT number');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Issuing country' }), 'France');
    await user.type(within(row).getByRole('textbox', { name: 'Number' }), 'FR40303265045');

    expect(onValueChange).toHaveBeenLastCalledWith([{ type: 'vat', country: 'FR', value: 'FR40303265045' }]);
    expect(within(row).getByRole('textbox', { name: 'Number' })).toHaveAttribute('autocomplete', 'off');
  });

  it('should ask what kind of number it is only for another kind', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={taxIds} control={control} onValueChange={onValueChange} />);

    expect(screen.queryByRole('textbox', { name: 'Which kind of number is it?' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Another kind of number');
    await user.type(screen.getByRole('textbox', { name: 'Which kind of number is it?' }), 'NIF');

    expect(onValueChange).toHaveBeenLastCalledWith([{ type: 'other', typeDescription: 'NIF' }]);
  });

  it('should add a row and focus it, and remove a row', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ControlHarness
        field={taxIds}
        control={control}
        initialValue={[{ type: 'ssn', country: 'US', value: '123456789' }]}
        onValueChange={onValueChange}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Add another tax identifier' }));
    expect(onValueChange).toHaveBeenLastCalledWith([{ type: 'ssn', country: 'US', value: '123456789' }, {}]);
    expect(within(screen.getByRole('group', { name: 'Tax identifier 2' })).getByRole('combobox', { name: 'Type' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove tax identifier 1' }));
    expect(onValueChange).toHaveBeenLastCalledWith([{}]);
    await user.click(screen.getByRole('button', { name: 'Remove tax identifier 1' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('should keep a type the kit does not know', () => {
    render(<ControlHarness field={taxIds} control={control} initialValue={[{ type: 'nif', country: 'ES', value: 'X1' }]} />);

    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('nif');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ControlHarness
        field={taxIds}
        control={control}
        initialValue={[{ type: 'other', country: 'ES', value: 'X1' }]}
        error="Check this answer."
      />,
    );
    await expectNoAxeViolations(container);
  });
});
