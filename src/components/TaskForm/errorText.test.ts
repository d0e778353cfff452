import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TaskFormErrorEntry } from '../../hooks/forms/index.js';
import { PaykitProvider } from '../../hooks/index.js';
import { componentFr } from '../locales/fr.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { fieldOf } from '../test-support/fieldFixtures.js';
import { groupErrorText, summaryItems, summaryLabel } from './errorText.js';

function translator(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(PaykitProvider, { locale, translations: { fr: componentFr }, events: false }, children);
  return renderHook(() => useMessages(taskFormEn, fieldsEn), { wrapper }).result.current.t;
}

describe('given a label that ends in punctuation', () => {
  it('should drop the closing mark so "label: message" reads well', () => {
    expect(summaryLabel('What is your occupation?')).toBe('What is your occupation');
    expect(summaryLabel('I confirm that the information I gave is true.')).toBe('I confirm that the information I gave is true');
    expect(summaryLabel('Your employer: ')).toBe('Your employer');
    expect(summaryLabel('Occupation')).toBe('Occupation');
    expect(summaryLabel('?')).toBe('?');
  });
});

describe('given the current errors of a form', () => {
  const field = fieldOf({ type: 'text', prompt: 'Quelle est votre profession ?' });
  const entries: TaskFormErrorEntry[] = [
    { type: 'field', field, error: { source: 'client', problem: { code: 'required', message: 'required' } }, inputId: 'p-field' },
  ];

  it('should join label and message the way each language writes it', () => {
    expect(summaryItems(translator('en'), entries)[0]?.text).toBe('Quelle est votre profession: Enter an answer.');
    expect(summaryItems(translator('fr'), entries)[0]?.text).toBe('Quelle est votre profession\u00a0: Saisissez une réponse.');
  });
});

describe('given a choice group the server refused', () => {
  it('should word it by the error code, never the API wording', () => {
    expect(groupErrorText(translator('en'), { code: 'invalid_option', message: 'RAW-API-WORDING' })).toBe(
      'Choose one of the options shown.',
    );
    expect(groupErrorText(translator('en'), { code: 'brand_new_rule', message: 'RAW-API-WORDING' })).toBe('Check this answer.');
    expect(groupErrorText(translator('fr'), { code: 'brand_new_rule', message: 'RAW-API-WORDING' })).toBe('Vérifiez cette réponse.');
  });
});
