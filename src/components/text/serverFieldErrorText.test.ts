import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import { componentFr } from '../locales/fr.js';
import { useMessages } from '../messages/index.js';
import { fieldsEn } from '../messages/areas/fields.en.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { quoteErrorText } from '../Checkout/QuoteForm.js';
import { fieldErrorCodeText, serverFieldErrorText } from './serverFieldErrorText.js';

const RAW = 'RAW-API-WORDING';

function translator(locale = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(PaykitProvider, { locale, translations: { fr: componentFr }, events: false }, children);
  return renderHook(() => useMessages(checkoutEn, fieldsEn), { wrapper }).result.current.t;
}

describe('given field errors the server sent with codes the kit knows', () => {
  it("should give the kit's sentence for each code, in the person's language, never the API's message", () => {
    const errors = [
      { pointer: '/name', code: 'too_long', message: RAW },
      { pointer: '/name', code: 'control_character', message: RAW },
    ];
    expect(serverFieldErrorText(translator(), errors)).toBe('This answer is too long. Remove the special characters.');
    expect(serverFieldErrorText(translator('fr'), errors)).toBe('Cette réponse est trop longue. Supprimez les caractères spéciaux.');
    expect(fieldErrorCodeText(translator(), 'invalid_timestamp')).toBe('Enter a real date.');
    expect(fieldErrorCodeText(translator(), 'amount_scale_exceeded')).toBe('This currency does not allow that many decimals.');
    expect(fieldErrorCodeText(translator(), 'immutable_field')).toBe('This answer cannot be changed any more.');
  });

  it('should say a sentence once when several errors share it', () => {
    const errors = [
      { pointer: '/a', code: 'invalid_format', message: RAW },
      { pointer: '/a', code: 'pattern_mismatch', message: RAW },
    ];
    expect(serverFieldErrorText(translator(), errors)).toBe('This answer is not in the expected format.');
  });
});

describe('given a field error code the kit does not know', () => {
  it('should fall back to the neutral "Check this answer."', () => {
    expect(serverFieldErrorText(translator(), [{ pointer: '/a', code: 'brand_new_rule', message: RAW }])).toBe('Check this answer.');
    expect(serverFieldErrorText(translator(), [{ pointer: '/a', code: null, message: RAW }])).toBe('Check this answer.');
    expect(serverFieldErrorText(translator(), [])).toBe('Check this answer.');
    expect(fieldErrorCodeText(translator(), 'toString')).toBe('Check this answer.');
  });
});

describe('given the checkout forms (quote and confirm) the server refused', () => {
  it('should word a quote field by its error code', () => {
    const text = quoteErrorText(translator());
    expect(text({ source: 'server', errors: [{ pointer: '/amount', code: 'amount_scale_exceeded', message: RAW }] })).toBe(
      'This currency does not allow that many decimals.',
    );
    expect(text({ source: 'server', errors: [{ pointer: '/amount', code: 'brand_new', message: RAW }] })).toBe('Check this answer.');
  });

  it('should word a confirm field (the same words) by its error code', () => {
    const text = quoteErrorText(translator());
    expect(text({ source: 'server', errors: [{ pointer: '/memo', code: 'too_long', message: RAW }] })).toBe('This answer is too long.');
  });
});
