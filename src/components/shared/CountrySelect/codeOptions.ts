import { isoCurrencyCodes, stablecoins } from '../../../core/money/index.js';
import type { PaykitI18n } from '../../../i18n/index.js';
import { COUNTRY_CODES } from '../../../core/countries/countryCodes.js';

/** A code and its name in the person's language. */
export interface CodeOption {
  code: string;
  name: string;
}

/** A currency as its options read: "EUR – Euro". */
export const currencyLabel = (option: CodeOption): string => `${option.code} – ${option.name}`;

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

/**
 * Every active ISO 4217 currency from the kit's table (not the runtime's `Intl` list, which keeps
 * withdrawn codes such as HRK and SLL) plus the stablecoins, named with `i18n.currencyName`,
 * sorted by code.
 */
export function currencyOptions(i18n: PaykitI18n): readonly CodeOption[] {
  let options = currencyCache.get(i18n);
  if (!options) {
    options = [...isoCurrencyCodes, ...stablecoins].sort().map((code) => ({ code, name: i18n.currencyName(code) }));
    currencyCache.set(i18n, options);
  }
  return options;
}
