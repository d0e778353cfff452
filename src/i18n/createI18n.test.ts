import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../core/money/index.js';
import { createI18n } from './createI18n.js';

describe('given the default English catalogue', () => {
  it('should format messages with their values', () => {
    const i18n = createI18n({ locale: 'en-US' });

    expect(i18n.t('common.retry')).toBe('Try again');
    expect(i18n.t('copyable.copy', { label: 'IBAN' })).toBe('Copy IBAN');
    expect(i18n.t('error.reference', { correlationId: 'req_123' })).toBe('Reference: req_123');
  });

  it('should pluralise in English', () => {
    const i18n = createI18n({ locale: 'en' });

    expect(i18n.t('error.validation', { count: 1 })).toBe('Please correct the highlighted field.');
    expect(i18n.t('error.validation', { count: 3 })).toBe('Please correct the highlighted 3 fields.');
    expect(i18n.pluralCategory(1)).toBe('one');
    expect(i18n.pluralCategory(0)).toBe('other');
  });
});

describe('given a French locale', () => {
  it('should use the French catalogue for any French region', () => {
    const i18n = createI18n({ locale: 'fr-CA' });

    expect(i18n.locale).toBe('fr-CA');
    expect(i18n.catalogueLocale).toBe('fr');
    expect(i18n.t('common.retry')).toBe('Réessayer');
  });

  it('should pluralise in French, where 0 and 1 are singular', () => {
    const i18n = createI18n({ locale: 'fr' });

    expect(i18n.t('error.validation', { count: 1 })).toBe('Veuillez corriger le champ signalé.');
    expect(i18n.t('error.validation', { count: 4 })).toBe('Veuillez corriger les 4 champs signalés.');
    expect(i18n.pluralCategory(0)).toBe('one');
  });

  it('should format numbers with French separators', () => {
    const i18n = createI18n({ locale: 'fr-FR' });

    expect(i18n.formatNumber('1234567.5')).toBe('1\u202f234\u202f567,5');
    expect(i18n.formatList(['A', 'B', 'C'])).toBe('A, B et C');
  });
});

describe('given merchant overrides', () => {
  it('should let an override win over the catalogue in any locale', () => {
    const messages = { 'common.retry': 'Retry payment' };

    expect(createI18n({ locale: 'en', messages }).t('common.retry')).toBe('Retry payment');
    expect(createI18n({ locale: 'fr', messages }).t('common.retry')).toBe('Retry payment');
    expect(createI18n({ locale: 'fr', messages }).t('common.close')).toBe('Fermer');
  });

  it('should fall back to the message it replaced when the override is broken', () => {
    const onMessageError = vi.fn();
    const i18n = createI18n({
      locale: 'en',
      messages: { 'common.close': 'Close {' },
      onMessageError,
    });

    expect(i18n.t('common.close')).toBe('Close');
    expect(onMessageError).toHaveBeenCalledOnce();
  });

  it('should warn on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ locale: 'en', messages: { 'common.close': 'Close {' } });

    expect(i18n.t('common.close')).toBe('Close');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('common.close');
  });
});

describe('given translations by language', () => {
  const translations = { fr: { 'common.retry': 'Relancer', 'shop.cart': 'Panier' } };

  it('should read the one of the locale’s language after the overrides and before the shipped catalogue', () => {
    const i18n = createI18n({ locale: 'fr-BE', translations, messages: { 'common.loading': 'Patience' } });
    expect(i18n.t('common.retry')).toBe('Relancer');
    expect(i18n.t('common.loading')).toBe('Patience');
    expect(i18n.translation).toBe(translations.fr);
    expect(createI18n({ locale: 'fr', translations, messages: { 'common.retry': 'Encore' } }).t('common.retry')).toBe('Encore');
  });

  it('should leave another language as it ships', () => {
    const i18n = createI18n({ locale: 'en', translations });
    expect(i18n.t('common.retry')).toBe('Try again');
    expect(i18n.translation).toBeUndefined();
  });
});

describe('given country and currency codes', () => {
  it('should name them through Intl in English and French', () => {
    const en = createI18n({ locale: 'en' });
    const fr = createI18n({ locale: 'fr' });

    expect(en.countryName('DE')).toBe('Germany');
    expect(fr.countryName('DE')).toBe('Allemagne');
    expect(en.currencyName('EUR')).toBe('Euro');
    expect(fr.currencyName('eur')).toBe('euro');
  });

  it('should show the code itself when Intl has no name for it', () => {
    const i18n = createI18n({ locale: 'en' });

    expect(i18n.countryName('QQ')).toBe('QQ');
    expect(i18n.countryName('not-a-code')).toBe('not-a-code');
  });
});

describe('given an amount of money', () => {
  it('should format it with the core money module in the requested locale', () => {
    const us = createI18n({ locale: 'en-US' });
    const france = createI18n({ locale: 'fr-FR' });

    expect(us.formatMoney('1234.5', 'USD')).toBe(formatAmount('1234.5', 'USD', 'en-US'));
    expect(us.formatMoney('1234.5', 'USD')).toContain('1,234.50');
    expect(france.formatMoney('1234.5', 'EUR')).toBe(formatAmount('1234.5', 'EUR', 'fr-FR'));
    expect(france.formatMoney('1234.5', 'EUR')).toContain('234,50');
    expect(france.formatMoney('1234.5', 'EUR')).toContain('€');
  });
});

describe('given dates', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should keep a date-only value on its calendar day, even west of UTC', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    const i18n = createI18n({ locale: 'en-US' });

    expect(i18n.formatDate('1990-01-31')).toBe('Jan 31, 1990');
    expect(createI18n({ locale: 'fr-FR' }).formatDate('1990-01-31', { dateStyle: 'long' })).toBe('31 janvier 1990');
  });

  it('should format date-times with the given options', () => {
    const i18n = createI18n({ locale: 'en-US' });

    expect(i18n.formatDateTime('2024-05-01T14:30:00.000Z', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' })).toBe(
      '5/1/24, 2:30 PM',
    );
  });

  it('should show a moment in the time zone it is given, and a calendar day on its day', () => {
    const tokyo = createI18n({ locale: 'en-US', timeZone: 'Asia/Tokyo' });
    const lima = createI18n({ locale: 'en-US', timeZone: 'America/Lima' });

    expect(tokyo.formatDateTime('2024-05-01T20:30:00.000Z', { dateStyle: 'short', timeStyle: 'short' })).toBe('5/2/24, 5:30 AM');
    expect(lima.formatDateTime('2024-05-01T20:30:00.000Z', { dateStyle: 'short', timeStyle: 'short' })).toBe('5/1/24, 3:30 PM');
    expect(tokyo.formatDate('2024-05-01')).toBe(lima.formatDate('2024-05-01'));
  });

  it('should fall back to the runtime time zone, with a warning, for a zone Intl does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n({ locale: 'en-US', timeZone: 'Mars/Olympus' });

    expect(i18n.formatDateTime('2024-05-01T20:30:00.000Z')).toBe(
      createI18n({ locale: 'en-US' }).formatDateTime('2024-05-01T20:30:00.000Z'),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Mars/Olympus'));
  });

  it('should return an unparseable date string as given', () => {
    expect(createI18n({ locale: 'en' }).formatDate('soon')).toBe('soon');
  });

  it('should describe a moment relative to now in the largest fitting unit', () => {
    const now = new Date('2024-05-01T12:00:00.000Z');
    const en = createI18n({ locale: 'en' });
    const fr = createI18n({ locale: 'fr' });

    expect(en.formatRelativeTime('2024-05-01T09:00:00.000Z', { now })).toBe('3 hours ago');
    expect(en.formatRelativeTime('2024-04-30T12:00:00.000Z', { now })).toBe('yesterday');
    expect(en.formatRelativeTime('2024-05-01T12:05:00.000Z', { now })).toBe('in 5 minutes');
    expect(fr.formatRelativeTime('2024-05-01T09:00:00.000Z', { now })).toBe('il y a 3 heures');
  });
});
