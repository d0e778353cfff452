import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from './catalogues/en.js';
import { createTranslator } from './createTranslator.js';

describe('given a translated catalogue that lacks some messages', () => {
  it('should fall back to English for each missing id only', () => {
    const t = createTranslator({
      locale: 'fr',
      catalogue: { 'common.retry': 'Réessayer' },
      onMessageError: vi.fn(),
    });

    expect(t('common.retry')).toBe('Réessayer');
    expect(t('common.close')).toBe('Close');
  });

  it('should apply English plural rules to English fallback text', () => {
    const t = createTranslator({ locale: 'fr', catalogue: {}, onMessageError: vi.fn() });

    // French counts 0 as "one"; the English sentence needs "0 fields".
    expect(t('error.validation', { count: 0 })).toBe('Please correct the highlighted 0 fields.');
  });
});

describe('given a broken message', () => {
  it('should fall back to the catalogue and report the broken override once', () => {
    const onMessageError = vi.fn();
    const t = createTranslator({
      locale: 'fr',
      catalogue: { 'common.retry': 'Réessayer' },
      messages: { 'common.retry': 'Retry {oops' },
      onMessageError,
    });

    expect(t('common.retry')).toBe('Réessayer');
    expect(t('common.retry')).toBe('Réessayer');
    expect(onMessageError).toHaveBeenCalledTimes(1);
    expect(onMessageError).toHaveBeenCalledWith(expect.objectContaining({ id: 'common.retry', locale: 'fr', source: 'override' }));
  });

  it('should fall back to English when a value the translation needs is missing', () => {
    const onMessageError = vi.fn();
    const t = createTranslator({
      locale: 'fr',
      catalogue: { 'copyable.copy': 'Copier {label} depuis {where}' },
      onMessageError,
    });

    expect(t('copyable.copy', { label: 'IBAN' })).toBe('Copy IBAN');
    expect(onMessageError).toHaveBeenCalledWith(expect.objectContaining({ source: 'catalogue' }));
  });

  it('should show the raw English text rather than throw when even English lacks a value', () => {
    const onMessageError = vi.fn();
    const t = createTranslator({ locale: 'en', onMessageError });

    expect(t('error.reference')).toBe('Reference: {correlationId}');
    expect(onMessageError).toHaveBeenCalledWith(expect.objectContaining({ source: 'english' }));
  });
});

describe('given message text', () => {
  it('should keep angle brackets and apostrophes as plain text', () => {
    const t = createTranslator({
      locale: 'en',
      messages: { 'common.close': "Don't <close>" },
      onMessageError: vi.fn(),
    });

    expect(t('common.close')).toBe("Don't <close>");
  });

  it('should return an unknown id as is', () => {
    const t = createTranslator({ locale: 'en', onMessageError: vi.fn() });

    expect(t('nope.missing' as MessageId)).toBe('nope.missing');
  });
});
