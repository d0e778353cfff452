import { isCurrencyCode, stablecoins } from '../../../core/money/index.js';
import type { PaykitI18n } from '../../../i18n/index.js';
import { COUNTRY_CODES } from './countryCodes.js';

/** A code and its name in the person's language. */
export interface CodeOption {
  code: string;
  name: string;
}

// Used where Intl cannot list its currencies.
const FALLBACK_CURRENCIES = ['AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'EUR', 'GBP', 'HKD', 'INR', 'JPY', 'MXN', 'NOK', 'NZD', 'SEK', 'SGD', 'USD', 'ZAR'];

function currencyCodes(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : FALLBACK_CURRENCIES;
  return [...supported.filter(isCurrencyCode), ...stablecoins];
}

// Sorting ~250 names by the locale's collation is the costly part: once per i18n, not per field.
const countryCache = new WeakMap<PaykitI18n, readonly CodeOption[]>();
const currencyCache = new WeakMap<PaykitI18n, readonly CodeOption[]>();

function sortedByName(codes: readonly string[], name: (code: string) => string, locale: string): CodeOption[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return codes.map((code) => ({ code, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** Every ISO 3166-1 country, named with `i18n.countryName` and sorted by name in the locale. */
export function countryOptions(i18n: PaykitI18n): readonly CodeOption[] {
  let options = countryCache.get(i18n);
  if (!options) countryCache.set(i18n, (options = sortedByName(COUNTRY_CODES, i18n.countryName, i18n.locale)));
  return options;
}

/** Every currency `Intl` knows plus the stablecoins, named with `i18n.currencyName`, sorted by code. */
export function currencyOptions(i18n: PaykitI18n): readonly CodeOption[] {
  let options = currencyCache.get(i18n);
  if (!options) {
    options = [...new Set(currencyCodes())].sort().map((code) => ({ code, name: i18n.currencyName(code) }));
    currencyCache.set(i18n, options);
  }
  return options;
}
