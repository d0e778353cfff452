import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiateLocale.js';

describe('given a requested locale', () => {
  it('should pick the French catalogue for any French region while keeping the region for Intl', () => {
    expect(negotiateLocale('fr-CA')).toEqual({ locale: 'fr-CA', catalogueLocale: 'fr' });
    expect(negotiateLocale('fr')).toEqual({ locale: 'fr', catalogueLocale: 'fr' });
  });

  it('should fall back to the English catalogue for a language paykit does not ship', () => {
    expect(negotiateLocale('de-DE')).toEqual({ locale: 'de-DE', catalogueLocale: 'en' });
  });

  it('should canonicalise case and underscores', () => {
    expect(negotiateLocale('FR_ca')).toEqual({ locale: 'fr-CA', catalogueLocale: 'fr' });
    expect(negotiateLocale('EN-us')).toEqual({ locale: 'en-US', catalogueLocale: 'en' });
  });
});

describe('given no locale or an invalid tag', () => {
  it('should use English rather than throw', () => {
    expect(negotiateLocale(undefined)).toEqual({ locale: 'en', catalogueLocale: 'en' });
    expect(negotiateLocale('')).toEqual({ locale: 'en', catalogueLocale: 'en' });
    expect(negotiateLocale('not a locale!')).toEqual({ locale: 'en', catalogueLocale: 'en' });
  });
});
