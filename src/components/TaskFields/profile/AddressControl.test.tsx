import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerSchema } from '../../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { AddressControl, nextAddress } from './AddressControl.js';

const control = { Control: AddressControl, labelling: 'fieldset' } as const;
const home = profileField('/individual/residentialAddress', { valueType: 'address', prompt: 'Home address' });

describe('given an address field', () => {
  it('should label every part with its autocomplete token inside the group', () => {
    render(<ControlHarness field={home} control={control} />);

    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('textbox', { name: 'Address line 2 optional' })).toHaveAttribute('autocomplete', 'address-line2');
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('textbox', { name: 'State, province or region optional' })).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByRole('textbox', { name: 'Postal code optional' })).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('autocomplete', 'country');
  });

  it('should send an object with the schema keys, leaving out empty parts and trimming on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={home} control={control} onValueChange={onValueChange} />);

    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Main Street ');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Springfield');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');

    expect(onValueChange).toHaveBeenLastCalledWith({ streetLine1: '12 Main Street', city: 'Springfield', country: 'US' });
  });

  it('should read the customer address and clear a part the person empties', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const customer = customerSchema.parse({
      id: 'cus_1',
      type: 'individual',
      individual: { residentialAddress: { streetLine1: '1 Rue de Rivoli', streetLine2: 'Bât. B', city: 'Paris', country: 'FR' } },
    });
    const field = profileField('/individual/residentialAddress', { valueType: 'address', prompt: 'Home address' }, customer);
    render(<ControlHarness field={field} control={control} onValueChange={onValueChange} />);

    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Paris');
    await user.clear(screen.getByRole('textbox', { name: 'Address line 2 optional' }));

    expect(onValueChange).toHaveBeenLastCalledWith({ streetLine1: '1 Rue de Rivoli', streetLine2: null, city: 'Paris', country: 'FR' });
  });

  it('should send null once nothing is left, so a required address reads as missing', () => {
    expect(nextAddress({ city: 'Paris' }, 'city', '', undefined)).toBeNull();
  });

  it('should give the first line the control id and focus ref, and wire the error to every part', () => {
    const focusRef = vi.fn();
    render(<ControlHarness field={home} control={control} focusRef={focusRef} error="Enter an answer." />);

    const line1 = screen.getByRole('textbox', { name: 'Address line 1' });
    expect(focusRef).toHaveBeenCalledWith(line1);
    expect(line1).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Address line 2 optional' })).not.toHaveAttribute('aria-required');
    for (const part of [...screen.getAllByRole('textbox'), screen.getByRole('combobox')]) {
      expect(part).toHaveAttribute('aria-invalid', 'true');
      expect(part).toHaveAccessibleDescription('Enter an answer.');
    }
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={home} control={control} error="Enter an answer." />);
    await expectNoAxeViolations(container);
  });
});
