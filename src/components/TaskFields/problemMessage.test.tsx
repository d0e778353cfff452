import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChoiceProblemCode, FieldProblemCode } from '../../core/forms/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { componentFr } from '../locales/fr.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { problemMessage } from './problemMessage.js';
import { fieldOf, optionsOf, profileField } from '../test-support/fieldFixtures.js';

function translatorFor(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider locale={locale} translations={{ fr: componentFr }} events={false}>
      {children}
    </PaykitProvider>
  );
  return renderHook(() => useMessages(fieldsEn), { wrapper }).result.current.t;
}

const text = fieldOf({ type: 'text' });
const multi = fieldOf({ type: 'multi_select', valueType: 'array', options: optionsOf(['a', 'b']) });

// Every code the model and the choice groups report, with the message each locale gives.
const EXPECTED: Record<FieldProblemCode | ChoiceProblemCode, { limit?: number; en: string; fr: string }> = {
  required: { en: 'Enter an answer.', fr: 'Saisissez une réponse.' },
  invalid_type: { en: 'This answer is not in the expected form.', fr: "Cette réponse n'a pas la forme attendue." },
  too_short: { limit: 2, en: 'Enter at least 2 characters.', fr: 'Saisissez au moins 2 caractères.' },
  too_long: { limit: 1, en: 'Enter at most 1 character.', fr: 'Saisissez au plus 1 caractère.' },
  pattern_mismatch: { en: 'This answer is not in the expected format.', fr: "Cette réponse n'a pas le format attendu." },
  too_few_items: { limit: 1, en: 'Add at least 1 item.', fr: 'Ajoutez au moins 1 élément.' },
  too_many_items: { limit: 3, en: 'Add at most 3 items.', fr: 'Ajoutez au plus 3 éléments.' },
  invalid_date: { en: 'Enter a real date.', fr: 'Saisissez une date qui existe.' },
  attestation_required: { en: 'Tick the box to confirm.', fr: 'Cochez la case pour confirmer.' },
  invalid_option: { en: 'Choose one of the options shown.', fr: "Choisissez l'une des options proposées." },
  duplicate_item: { en: 'Each option can be chosen only once.', fr: "Chaque option ne peut être choisie qu'une fois." },
  invalid_document_id: {
    en: 'One of the documents could not be used. Add it again.',
    fr: "L'un des documents n'a pas pu être utilisé. Ajoutez-le de nouveau.",
  },
  invalid_amount: {
    en: 'Enter an amount such as 1,250.50 and choose its currency.',
    fr: 'Saisissez un montant comme 1 250,50 et choisissez sa devise.',
  },
  amount_scale_exceeded: { limit: 3, en: 'This currency allows 3 decimals.', fr: 'Cette devise accepte 3 décimales.' },
  incomplete_address: { en: 'Enter the street, the city and the country.', fr: 'Saisissez la rue, la ville et le pays.' },
  incomplete_item: {
    en: 'Fill in every part of each entry, or remove it.',
    fr: 'Remplissez chaque partie de chaque entrée, ou supprimez-la.',
  },
  invalid_ssn: {
    en: 'Tax identifier 1: a Social Security number has 9 digits, such as 123-45-6789. Check the number.',
    fr: 'Identifiant fiscal 1\u00a0: un numéro de sécurité sociale américain compte 9 chiffres, par exemple 123-45-6789. Vérifiez le numéro.',
  },
  invalid_itin: {
    en: 'Tax identifier 1: an ITIN has 9 digits and starts with 9, such as 912-70-1234. Check the number.',
    fr: 'Identifiant fiscal 1\u00a0: un ITIN compte 9 chiffres et commence par 9, par exemple 912-70-1234. Vérifiez le numéro.',
  },
  invalid_ein: {
    en: 'Tax identifier 1: an EIN has 9 digits, such as 12-3456789. Check the number.',
    fr: 'Identifiant fiscal 1\u00a0: un EIN compte 9 chiffres, par exemple 12-3456789. Vérifiez le numéro.',
  },
  invalid_cpf: {
    en: 'Tax identifier 1: a CPF has 11 digits, such as 123.456.789-09, and ends with its check digits. Check the number.',
    fr: 'Identifiant fiscal 1\u00a0: un CPF compte 11 chiffres, par exemple 123.456.789-09, et se termine par ses chiffres de contrôle. Vérifiez le numéro.',
  },
  invalid_cnpj: {
    en: 'Tax identifier 1: a CNPJ has 14 characters, such as 12.345.678/0001-95, and ends with its check digits. Check the number.',
    fr: 'Identifiant fiscal 1\u00a0: un CNPJ compte 14 caractères, par exemple 12.345.678/0001-95, et se termine par ses chiffres de contrôle. Vérifiez le numéro.',
  },
  birth_date_in_future: { en: 'The date of birth must be in the past.', fr: 'La date de naissance doit être passée.' },
  birth_date_implausible: {
    en: 'Check the year: this date of birth is more than 120 years ago.',
    fr: "Vérifiez l'année\u00a0: cette date de naissance remonte à plus de 120\u00a0ans.",
  },
  choice_required: {
    en: 'Choose one of these ways to answer, then fill it in.',
    fr: "Choisissez l'une de ces façons de répondre, puis remplissez-la.",
  },
  choice_ambiguous: {
    en: 'You started more than one of these. Choose the one to send.',
    fr: 'Vous en avez commencé plusieurs. Choisissez celle à envoyer.',
  },
};

describe.each(['en', 'fr'] as const)('given the %s messages', (locale) => {
  const t = translatorFor(locale);

  it.each(Object.entries(EXPECTED))('should put %s in words', (code, expected) => {
    const problem = { code, message: 'developer text', ...(expected.limit === undefined ? {} : { limit: expected.limit }) };
    expect(problemMessage(t, problem, text)).toBe(expected[locale]);
  });

  it('should name the entry of a list at fault, counted from 1', () => {
    expect(problemMessage(t, { code: 'invalid_ssn', item: 1 }, text)).toMatch(
      locale === 'en' ? /^Tax identifier 2: / : /^Identifiant fiscal 2/,
    );
    expect(problemMessage(t, { code: 'too_long', limit: 256, item: 0 }, text)).toBe(
      locale === 'en' ? 'Entry 1: enter at most 256 characters.' : 'Entrée 1\u00a0: saisissez au plus 256 caractères.',
    );
  });

  it('should give a generic message for a code the kit does not know', () => {
    expect(problemMessage(t, { code: 'not_a_real_code' }, text)).toBe(locale === 'en' ? 'Check this answer.' : 'Vérifiez cette réponse.');
  });
});

describe('given the kind of field', () => {
  const t = translatorFor('en');

  it.each([
    [fieldOf({ type: 'single_select', options: optionsOf(['a']) }), 'Choose an answer.'],
    [multi, 'Choose at least one option.'],
    [
      profileField('/financialProfile/sourcesOfFunds', {
        valueType: 'array',
        itemValueType: 'string',
        options: optionsOf(['salary', 'savings']),
      }),
      'Choose at least one option.',
    ],
    [profileField('/individual/employmentStatus', { valueType: 'string', options: optionsOf(['employed']) }), 'Choose an answer.'],
    [fieldOf({ type: 'boolean', valueType: 'boolean' }), 'Choose an answer.'],
    [fieldOf({ type: 'attestation', valueType: 'boolean' }), 'Tick the box to confirm.'],
    [fieldOf({ type: 'document', valueType: 'document' }), 'Add a document.'],
    [fieldOf({ type: 'date', valueType: 'date' }), 'Enter a date.'],
    [undefined, 'Enter an answer.'],
  ])('should say what a missing answer needs', (field, expected) => {
    expect(problemMessage(t, { code: 'required' }, field)).toBe(expected);
  });

  it('should name the scale of a currency when the kit checked it, and speak plainly when the platform refused it', () => {
    expect(problemMessage(t, { code: 'amount_scale_exceeded', limit: 0 }, text)).toBe('This currency allows no decimals.');
    expect(problemMessage(t, { code: 'amount_scale_exceeded', limit: 1 }, text)).toBe('This currency allows 1 decimal.');
    expect(problemMessage(t, { code: 'amount_scale_exceeded' }, text)).toBe('This currency does not allow that many decimals.');
  });

  it('should count options of a choice and documents of a document field', () => {
    expect(problemMessage(t, { code: 'too_many_items', limit: 2 }, multi)).toBe('Choose at most 2 options.');
    expect(problemMessage(t, { code: 'too_few_items', limit: 1 }, fieldOf({ type: 'document', valueType: 'document' }))).toBe(
      'Add at least 1 document.',
    );
  });
});
