import type { FormatRelativeTimeOptions } from './types.js';

/** The `Intl` half of {@link PaykitI18n}: everything but messages and money. */
export interface IntlFormatters {
  formatNumber(value: number | string, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
  formatDateTime(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
  formatRelativeTime(value: string | Date, options?: FormatRelativeTimeOptions): string;
  formatList(items: readonly string[], type?: Intl.ListFormatType): string;
  countryName(code: string): string;
  currencyName(code: string): string;
  pluralCategory(n: number): Intl.LDMLPluralRule;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const SECOND = 1000;
/** The largest unit whose size the distance reaches, from years down to seconds. */
const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600 * SECOND],
  ['month', 30 * 24 * 3600 * SECOND],
  ['week', 7 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

/** Intl objects are costly to build, so each locale-bound set keeps them by options. */
function memo<T>(create: (options: object) => T): (options?: object) => T {
  const cache = new Map<string, T>();
  return (options = {}) => {
    const key = JSON.stringify(options);
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = create(options)));
    return hit;
  };
}

/**
 * `timeZone` as Intl spells it, or undefined (the runtime's zone) when Intl does not know it: a
 * mistyped zone must not break a render.
 */
function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    console.warn(`[paykit] Unknown time zone "${timeZone}"; dates are shown in the runtime's time zone.`);
    return undefined;
  }
}

/**
 * Builds the `Intl` formatters for one locale. Dates and times are shown in `timeZone` (the
 * runtime's own when undefined). Unparseable inputs (a malformed date or number string) come back
 * as given rather than as "Invalid Date" or "NaN".
 */
export function createIntlFormatters(locale: string, requestedTimeZone?: string): IntlFormatters {
  const timeZone = knownTimeZone(requestedTimeZone);
  const numberFormat = memo((o) => new Intl.NumberFormat(locale, o));
  const dateTimeFormat = memo((o) => new Intl.DateTimeFormat(locale, o));
  const relativeFormat = memo((o) => new Intl.RelativeTimeFormat(locale, o));
  const listFormat = memo((o) => new Intl.ListFormat(locale, o));
  const regionNames = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
  const currencyNames = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'code' });
  const pluralRules = new Intl.PluralRules(locale);

  const formatDateLike = (
    value: string | Date,
    defaults: Intl.DateTimeFormatOptions,
    options: Intl.DateTimeFormatOptions | undefined,
  ): string => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
    // A date-only string means a calendar day (a birth date): show that day in every time zone.
    const zone = typeof value === 'string' && DATE_ONLY.test(value) ? { timeZone: 'UTC' } : timeZone ? { timeZone } : {};
    return dateTimeFormat({ ...zone, ...(options ?? defaults) }).format(date);
  };

  const displayName = (names: Intl.DisplayNames, code: string): string => {
    try {
      return names.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };

  return {
    formatNumber(value, options) {
      if (typeof value === 'string' && !DECIMAL.test(value.trim())) return value;
      const input = typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : value;
      return numberFormat(options).format(input);
    },
    formatDate: (value, options) => formatDateLike(value, { dateStyle: 'medium' }, options),
    formatDateTime: (value, options) => formatDateLike(value, { dateStyle: 'medium', timeStyle: 'short' }, options),
    formatRelativeTime(value, options = {}) {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
      const now = options.now === undefined ? Date.now() : Number(options.now);
      const distance = date.getTime() - now;
      const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(distance) >= ms) ?? ['second', SECOND];
      const format = relativeFormat({ numeric: options.numeric ?? 'auto', style: options.style ?? 'long' });
      // `+ 0` turns a rounded -0 into 0, so "now" reads the same on both sides.
      return format.format(Math.round(distance / size) + 0, unit);
    },
    formatList: (items, type = 'conjunction') => listFormat({ type }).format(items),
    countryName: (code) => displayName(regionNames, code),
    currencyName: (code) => displayName(currencyNames, code),
    pluralCategory: (n) => pluralRules.select(n),
  };
}
