import { fractionDigitCount } from './amountGrammar.js';
import { isStablecoin, type Stablecoin } from './currencyScale.js';
import { isoMinorUnits } from './iso4217.js';
import { validateAmount } from './validateAmount.js';

/** Options for {@link formatAmount}. */
export interface FormatAmountOptions {
  /**
   * How the currency shows: a symbol (`$`), the code (`USD`) or the name (`US dollars`).
   * Stablecoins show their symbol for `symbol` and `code`, and their token name for `name`.
   * @default 'symbol'
   */
  display?: 'symbol' | 'code' | 'name';
}

const stablecoinNames: Record<Stablecoin, string> = { USDC: 'USD Coin', USDT: 'Tether USD' };
const NO_BREAK_SPACE = '\u00a0';

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Whether the locale writes a currency spelled as a word after the number. Read from the locale's
 * currency-name pattern (`1.00 US dollars`, `1,00 US-Dollar`), the one a stablecoin symbol resembles.
 */
const suffixByLocale = new Map<string, boolean>();
function writesCurrencyAfterNumber(locale: string): boolean {
  const cached = suffixByLocale.get(locale);
  if (cached !== undefined) return cached;
  const parts = formatter(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'name' }).formatToParts(1);
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  // Some locales emit a stray `¤` sign beside the name; only the spelled-out name counts.
  const currencyAt = parts.findLastIndex((part) => part.type === 'currency' && part.value !== '¤');
  const isSuffix = currencyAt > numberAt;
  suffixByLocale.set(locale, isSuffix);
  return isSuffix;
}

// A code without ISO minor units (XAU) or newer than the kit's table shows at least 2 digits.
const UNLISTED_SHOWN_DIGITS = 2;

// `format` takes decimal strings exactly (Intl.NumberFormat v3); the cast only satisfies the lib type.
const exact = (amount: string) => amount as `${number}`;

/**
 * Formats an API amount for people, exactly: the decimal string goes to `Intl.NumberFormat`
 * untouched, never through a float, so `'12345678901234567890.12'` prints every digit.
 *
 * Fiat shows at least the currency's ISO 4217 minor units from the kit's table, whatever `Intl`
 * would show (`'1.5'` USD → `$1.50`, `'5'` JPY → `¥5`, `'100.5'` HUF → `HUF 100.50`, `'1.125'` IQD
 * → `IQD 1.125`), and at least 2 for a code the table does not list. Stablecoins,
 * which `Intl` does not know, print as a locale decimal with at least 2 fraction digits, keeping
 * every significant digit the amount has (`'1.123'` USDC → `1.123 USDC`, `'1000.000000'` USDC →
 * `1,000.00 USDC`), and the symbol placed where the
 * locale places a currency name (`1,234.50 USDC` in `en-US`, `1.234,50 USDC` in `de-DE`). Digits
 * beyond the scale are printed, never rounded away.
 *
 * @throws {RangeError} when the amount is not an API amount or the currency is not a currency code.
 * @example
 * formatAmount('1234.5', 'EUR', 'de-DE'); // '1.234,50 €'
 */
export function formatAmount(amount: string, currency: string, locale: string, options: FormatAmountOptions = {}): string {
  const problem = validateAmount(amount, currency);
  if (problem && problem.code !== 'scale_exceeded') throw new RangeError(problem.message);
  const display = options.display ?? 'symbol';
  const written = fractionDigitCount(amount);

  if (isStablecoin(currency)) {
    // Trailing zeros carry no value: '1000.000000' USDC reads 1,000.00 USDC.
    const significant = amount.includes('.') ? fractionDigitCount(amount.replace(/0+$/, '')) : 0;
    const digits = Math.max(2, significant);
    const number = formatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(exact(amount));
    const label = display === 'name' ? stablecoinNames[currency] : currency;
    return writesCurrencyAfterNumber(locale) ? `${number}${NO_BREAK_SPACE}${label}` : `${label}${NO_BREAK_SPACE}${number}`;
  }

  const shown = isoMinorUnits(currency) ?? UNLISTED_SHOWN_DIGITS;
  return formatter(locale, {
    style: 'currency',
    currency,
    currencyDisplay: display,
    minimumFractionDigits: shown,
    maximumFractionDigits: Math.max(shown, written),
  }).format(exact(amount));
}
