import { isAmountString } from './amountGrammar.js';

interface LocaleNumbers {
  decimal: string;
  group: string;
  integers: Intl.NumberFormat;
}

const byLocale = new Map<string, LocaleNumbers>();

/** The locale's decimal and group symbols, learned from `Intl` (Latin digits, as a decimal keyboard types them). */
function localeNumbers(locale: string): LocaleNumbers {
  let numbers = byLocale.get(locale);
  if (!numbers) {
    const integers = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
    const parts = integers.formatToParts(12345.6);
    const symbol = (type: string, fallback: string) => parts.find((part) => part.type === type)?.value ?? fallback;
    numbers = { decimal: symbol('decimal', '.'), group: symbol('group', ','), integers };
    byLocale.set(locale, numbers);
  }
  return numbers;
}

// Spaces of every width (French groups with U+202F) and apostrophes (Swiss `1’234.50`) only ever group digits.
const SPACING = /[\s'\u2019]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits grouped by `group`: 1 to 3 first, 2 or 3 between (Indian `1,23,456`), and 3 last. */
const isGrouped = (digits: string, group: string) =>
  new RegExp(`^\\d{1,3}(?:${escape(group)}\\d{2,3})*${escape(group)}\\d{3}$`).test(digits);

/**
 * Reads an amount as a person types it in `locale` into the API's amount grammar, exactly (text
 * to text, never through a float), or `null` when it is not an amount.
 *
 * - The locale's decimal separator is the decimal point (`250,50` in French and German).
 * - Spaces of any width (the narrow no-break space French formatting uses, U+202F), apostrophes, and
 *   the locale's group separator where it groups thousands (`1.234,50` in German, `1,23,456` in
 *   Hindi English) are dropped.
 * - The other mark (`.` where the decimal is `,`, or `,` where it is `.`) is read as the decimal
 *   point when it appears once, there is no locale decimal separator, and it cannot be a group
 *   separator in that place: `250.50` from a keypad that only offers a dot is 250.50 in French and
 *   German, `1.234` is 1234 in German (the dot groups there) and 1.234 in French (it does not).
 *   Anything else ambiguous (`1.234,50` in French, `1,234,5`) is not an amount: never guessed.
 * - Leading zeros are dropped, `,5` is 0.5 and a separator still being typed (`5,`) is read as 5.
 *
 * The scale is not checked here: `validateAmount` names a currency's limit on the result.
 *
 * @example
 * parseAmountText('1 234,50', 'fr-FR'); // '1234.50'
 * parseAmountText('1.234,50', 'de-DE'); // '1234.50'
 * parseAmountText('1.234,50', 'en-US'); // null
 */
export function parseAmountText(text: string, locale: string): string | null {
  const { decimal, group } = localeNumbers(locale);
  const compact = text.replace(SPACING, '');
  let at = compact.lastIndexOf(decimal);
  if (at === -1) {
    for (const mark of ['.', ',']) {
      const first = compact.indexOf(mark);
      if (first !== -1 && first === compact.lastIndexOf(mark) && !(mark === group && isGrouped(compact, group))) at = first;
    }
  }
  let integer = at === -1 ? compact : compact.slice(0, at);
  const fraction = at === -1 ? '' : compact.slice(at + 1);
  if (integer.includes(group) && isGrouped(integer, group)) integer = integer.replaceAll(group, '');
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || integer + fraction === '') return null;
  integer = integer.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/**
 * What an amount field keeps for the text typed in it: `''` for no text, the amount in the API's
 * grammar when {@link parseAmountText} reads one, else the trimmed text as typed (never an API
 * amount, so `validateAmount` calls it malformed). A field keeps this from the first keystroke.
 *
 * @example
 * amountFieldValue(' 250,50 ', 'fr-FR'); // '250.50'
 * amountFieldValue('deux', 'fr-FR'); // 'deux'
 */
export function amountFieldValue(text: string, locale: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseAmountText(trimmed, locale) ?? trimmed);
}

/**
 * An API amount as a person edits it in `locale`: grouped, with the locale's decimal separator and
 * every written digit (no rounding, no padding), in Latin digits, so {@link parseAmountText} reads
 * it back to the same amount. Anything that is not an API amount is returned unchanged.
 *
 * @example
 * formatAmountText('1234.50', 'fr-FR'); // '1 234,50' (with a narrow no-break space)
 * formatAmountText('1234.5', 'de-DE'); // '1.234,5'
 */
export function formatAmountText(amount: string, locale: string): string {
  if (!isAmountString(amount)) return amount;
  const { decimal, integers } = localeNumbers(locale);
  const [integer = '0', fraction] = amount.split('.');
  const grouped = integers.format(BigInt(integer));
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

/**
 * An example amount for `scale` fraction digits in `locale`, for a field's hint or error
 * (`1,234.50` in English, `1 234,50` in French, `1.234` for a currency without decimals in German).
 */
export function amountExample(scale: number, locale: string): string {
  return formatAmountText(`1234${'.50'.slice(0, scale === 0 ? 0 : scale + 1)}`, locale);
}
