import { en } from './catalogues/en.js';
import { fr } from './catalogues/fr.js';
import type { CatalogueLocale, PaykitCatalogue } from './types.js';

/** The catalogues paykit ships, by language. */
export const catalogues: Readonly<Record<CatalogueLocale, PaykitCatalogue>> = { en, fr };

/** The outcome of {@link negotiateLocale}. */
export interface NegotiatedLocale {
  /** The requested locale, canonicalised (`fr_ca` → `fr-CA`); `'en'` when it is not a valid tag. */
  locale: string;
  /** The shipped catalogue that best serves it. */
  catalogueLocale: CatalogueLocale;
}

const isCatalogueLocale = (language: string): language is CatalogueLocale => Object.hasOwn(catalogues, language);

/**
 * Picks the shipped catalogue for a requested locale by its language (`fr-CA` → `fr`, an unknown
 * language → `en`), and keeps the locale itself for Intl formatting. Never throws: an invalid
 * tag becomes `'en'`.
 */
export function negotiateLocale(requested: string | undefined): NegotiatedLocale {
  let locale = 'en';
  try {
    locale = Intl.getCanonicalLocales((requested ?? '').trim().replaceAll('_', '-'))[0] ?? 'en';
  } catch {
    locale = 'en';
  }
  const language = new Intl.Locale(locale).language;
  return { locale, catalogueLocale: isCatalogueLocale(language) ? language : 'en' };
}
