import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import { componentFr } from '../locales/fr.js';
import { customerSchema } from '../../core/schemas/index.js';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { formatFieldValue, maskTaxNumber } from './formatFieldValue.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { fieldOf, optionsOf, profileField } from '../test-support/fieldFixtures.js';

function messagesFor(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider locale={locale} translations={{ fr: componentFr }} events={false}>
      {children}
    </PaykitProvider>
  );
  return renderHook(() => useMessages(fieldsEn), { wrapper }).result.current;
}

const en = messagesFor('en-US');

describe('given values of every kind', () => {
  it.each([
    ['an empty value', fieldOf({ type: 'text' }), '', 'Not provided'],
    ['text', fieldOf({ type: 'text' }), 'Engineer', 'Engineer'],
    ['a date', fieldOf({ type: 'date', valueType: 'date' }), '1815-12-10', 'Dec 10, 1815'],
    ['a boolean', fieldOf({ type: 'boolean', valueType: 'boolean' }), false, 'No'],
    ['an attestation', fieldOf({ type: 'attestation', valueType: 'boolean' }), true, 'Confirmed'],
    ['an absence', fieldOf({ type: 'absence' }), true, 'Confirmed'],
    ['a single choice', fieldOf({ type: 'single_select', options: optionsOf(['self_employed']) }), 'self_employed', 'Self employed'],
    [
      'a multiple choice',
      fieldOf({ type: 'multi_select', valueType: 'array', options: optionsOf(['card', 'apple_pay']) }),
      ['card', 'apple_pay'],
      'Card and Apple pay',
    ],
    ['documents', fieldOf({ type: 'document', valueType: 'document' }), ['doc_1', 'doc_2'], '2 documents'],
    ['a reference', fieldOf({ type: 'resource_reference', valueType: 'related_party' }), 'rp_1', 'rp_1'],
    ['an unknown type', fieldOf({ type: 'mystery' }), { colour: 'teal', size: 3 }, 'colour: teal\nsize: 3'],
    ['a country', profileField('/business/incorporationCountry', { valueType: 'country_code' }), 'DE', 'Germany'],
    [
      'nationalities',
      profileField('/individual/nationalities', { valueType: 'array', itemValueType: 'country_code' }),
      ['GB', 'FR'],
      'United Kingdom and France',
    ],
    [
      'money',
      profileField('/financialProfile/expectedMonthlyVolume', { valueType: 'money' }),
      { amount: '1200.5', currency: 'EUR' },
      '€1,200.50',
    ],
    [
      'malformed money',
      profileField('/financialProfile/expectedMonthlyVolume', { valueType: 'money' }),
      { amount: 'lots', currency: 'EUR' },
      'lots EUR',
    ],
    [
      'an address without a state',
      profileField('/individual/residentialAddress', { valueType: 'address' }),
      { streetLine1: '1 Main St', city: 'Springfield', postalCode: '12345', state: null, country: 'US' },
      '1 Main St\nSpringfield, 12345\nUnited States',
    ],
    [
      'a US address',
      profileField('/individual/residentialAddress', { valueType: 'address' }),
      { streetLine1: '1 Beacon St', city: 'Boston', state: 'MA', postalCode: '02108', country: 'US' },
      '1 Beacon St\nBoston, MA 02108\nUnited States',
    ],
    [
      'a Canadian address',
      profileField('/individual/residentialAddress', { valueType: 'address' }),
      { streetLine1: '1 Rue Sherbrooke', city: 'Montréal', state: 'QC', postalCode: 'H3A 0G4', country: 'CA' },
      '1 Rue Sherbrooke\nMontréal, QC H3A 0G4\nCanada',
    ],
    [
      'a German address',
      profileField('/individual/residentialAddress', { valueType: 'address' }),
      { streetLine1: 'Unter den Linden 1', city: 'Berlin', state: 'BE', postalCode: '10117', country: 'DE' },
      'Unter den Linden 1\n10117 Berlin\nBE\nGermany',
    ],
    [
      'tax identifiers',
      profileField('/individual/taxIdentifiers', { valueType: 'array', itemValueType: 'tax_identifier' }),
      [{ type: 'vat', country: 'FR', value: 'FR40303265045' }],
      'VAT number (France): ••••••••5045',
    ],
    [
      'flows',
      profileField('/financialProfile/flows', { valueType: 'object' }),
      { payin: { firstParty: true, thirdParty: true }, payout: { firstParty: false, thirdParty: false } },
      'Money coming in: From or to my own accounts and From or to other people or businesses\nMoney going out: Not provided',
    ],
    ['a count', profileField('/financialProfile/expectedMonthlyTransactionCount', { valueType: 'integer' }), 1200, '1,200'],
  ])('should put %s in words', (_name, field, value, expected) => {
    expect(formatFieldValue(field, value, en)).toBe(expected);
  });

  it('should read in the locale', () => {
    const fr = messagesFor('fr-FR');
    expect(formatFieldValue(fieldOf({ type: 'boolean', valueType: 'boolean' }), true, fr)).toBe('Oui');
    expect(formatFieldValue(profileField('/business/incorporationCountry', { valueType: 'country_code' }), 'DE', fr)).toBe('Allemagne');
    expect(formatFieldValue(fieldOf({ type: 'text' }), null, fr)).toBe('Non renseigné');
  });

  it('should never show a short tax number whole', () => {
    expect(maskTaxNumber('1234')).toBe('••••');
    expect(maskTaxNumber('123456')).toBe('••3456');
  });
});

describe('given a read-only field', () => {
  it('should show what the customer holds, an address on lines', async () => {
    const customer = customerSchema.parse({
      id: 'cus_1',
      type: 'individual',
      individual: { residentialAddress: { streetLine1: '1 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' } },
    });
    const field = profileField('/individual/residentialAddress', { valueType: 'address' }, customer);
    const { container } = render(<ReadOnlyValue field={field} />);

    const value = container.querySelector('[data-slot="read-only-value"]');
    expect(value?.textContent).toBe('1 Rue de Rivoli\n75001 Paris\nFrance');
    expect(value).not.toHaveAttribute('data-empty');
    await expectNoAxeViolations(container);
  });

  it('should say when nothing was given', () => {
    render(<ReadOnlyValue field={fieldOf({ type: 'text' })} value={undefined} />);

    expect(screen.getByText('Not provided')).toHaveAttribute('data-empty');
  });
});
