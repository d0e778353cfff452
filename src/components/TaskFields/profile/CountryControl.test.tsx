import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaykitProvider } from '../../../hooks/index.js';
import { componentFr } from '../../locales/fr.js';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { COUNTRY_CODES } from '../../../core/countries/countryCodes.js';
import { CountryControl } from './CountryControl.js';

const control = { Control: CountryControl, labelling: 'label' } as const;
const incorporation = profileField('/business/incorporationCountry', { valueType: 'country_code', prompt: 'Country of incorporation' });

describe('given a country field', () => {
  it('should list every ISO country by name, sorted, after an empty choice', () => {
    render(<ControlHarness field={incorporation} control={control} />);

    const options = within(screen.getByRole('combobox', { name: 'Country of incorporation' })).getAllByRole('option');
    expect(options).toHaveLength(COUNTRY_CODES.length + 1);
    expect(options[0]).toHaveTextContent('Choose a country');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('should send the alpha-2 code of the chosen country', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={incorporation} control={control} onValueChange={onValueChange} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of incorporation' }), 'Germany');

    expect(onValueChange).toHaveBeenLastCalledWith('DE');
  });

  it('should name and sort the countries in the locale', () => {
    render(
      <PaykitProvider locale="fr-FR" translations={{ fr: componentFr }} events={false}>
        <ControlHarness field={incorporation} control={control} initialValue="DE" />
      </PaykitProvider>,
    );

    const select = screen.getByRole('combobox', { name: 'Country of incorporation' });
    expect(within(select).getByRole('option', { name: 'Allemagne' })).toHaveProperty('selected', true);
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choisissez un pays');
  });

  it('should keep a code the list does not hold', () => {
    render(<ControlHarness field={incorporation} control={control} initialValue="XK" />);

    expect(screen.getByRole('combobox', { name: 'Country of incorporation' })).toHaveValue('XK');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<ControlHarness field={incorporation} control={control} error="Choose a country." />);
    await expectNoAxeViolations(container);
  });
});
