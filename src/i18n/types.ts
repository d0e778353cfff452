import type { FormatAmountOptions } from '../core/money/index.js';
import type { MessageId } from './catalogues/en.js';

/** A set of messages by id. Every catalogue but English may leave ids out; they fall back to English. */
export type PaykitCatalogue = Partial<Record<MessageId, string>>;

/**
 * A merchant's overrides: any message by id, as an ICU MessageFormat string. Ids are the base
 * messages' ({@link MessageId}) and the styled components' (`ComponentMessageId` in
 * `paykit/components`); an id no catalogue knows is ignored.
 */
export type PaykitMessages = PaykitCatalogue & Readonly<Partial<Record<string, string>>>;

/** A language paykit ships a catalogue for. */
export type CatalogueLocale = 'en' | 'fr';

/**
 * Messages that paykit's root does not carry, by language: e.g. `{ fr: componentFr }` from
 * `paykit/components/fr`, the French of the styled components. Each table is read for a locale of
 * its language, after the merchant's `messages` and before the shipped catalogue and English.
 * English needs none: it is every message's fallback.
 */
export type PaykitTranslations = Readonly<Partial<Record<Exclude<CatalogueLocale, 'en'>, Readonly<Partial<Record<string, string>>>>>>;

/**
 * A set of English messages beyond the base ones (`capabilitiesEn`, `taskFormEn` in
 * `paykit/components`, or one of your own): ids dotted by area, values in ICU MessageFormat.
 * `useMessages(table)` formats its ids.
 */
export type MessageTable = Readonly<Record<string, string>>;

/** The ids of a list of tables, e.g. `MessageIdOf<[typeof capabilitiesEn]>`. */
export type MessageIdOf<Tables extends readonly MessageTable[]> = Tables[number] extends infer Table
  ? Table extends MessageTable
    ? keyof Table & string
    : never
  : never;

/** Values for a message's `{arguments}`. */
export type MessageValues = Readonly<Record<string, string | number | bigint | boolean | Date | null | undefined>>;

/** Where a message that failed to format came from. */
export type MessageSource = 'override' | 'catalogue' | 'english';

/** What a message error handler is told: which message failed, where it came from, and why. */
export interface MessageErrorReport {
  /** The id of the message that failed. */
  id: string;
  /** The locale the message was formatted for. */
  locale: string;
  /** Which layer held the failing message. */
  source: MessageSource;
  /** The parse or format error. */
  error: unknown;
}

/** Told once per message and source when a message cannot be formatted and falls back. */
export type OnMessageError = (report: MessageErrorReport) => void;

/** Options for money formatting, as the core money module takes them. */
export type FormatMoneyOptions = FormatAmountOptions;

/** Options for {@link PaykitI18n.formatRelativeTime}. */
export interface FormatRelativeTimeOptions {
  /**
   * The moment the value is relative to.
   * @default the current time
   */
  now?: Date | number;
  /**
   * `'auto'` allows words such as "yesterday"; `'always'` keeps numbers ("1 day ago").
   * @default 'auto'
   */
  numeric?: Intl.RelativeTimeFormatNumeric;
  /**
   * The length of the unit names.
   * @default 'long'
   */
  style?: Intl.RelativeTimeFormatStyle;
}

/** Options for {@link createI18n}. */
export interface CreateI18nOptions {
  /**
   * A BCP 47 locale such as `'fr-CA'`. Intl formatting uses it as given; messages come from the
   * best shipped catalogue (`fr-CA` → French, an unknown language → English).
   */
  locale: string;
  /**
   * The IANA time zone dates and times are shown in (`formatDate`, `formatDateTime`), e.g.
   * `'Europe/Paris'`. Date-only strings (`2024-05-01`) stay on their calendar day whatever it is.
   * @default the runtime's time zone
   */
  timeZone?: string;
  /**
   * The merchant's messages by id; each one wins over the shipped catalogues.
   * @default {}
   */
  messages?: PaykitMessages;
  /**
   * Told when a message cannot be formatted (a broken override, a missing value). The message
   * falls back to English either way; this only reports, once per message and source.
   * @default console.warn
   */
  onMessageError?: OnMessageError;
  /**
   * Translations paykit's root does not carry, by language (`{ fr: componentFr }`); the one of the
   * locale's language is used.
   * @default {}
   */
  translations?: PaykitTranslations;
}

/** Messages and `Intl` formatting for one locale. */
export interface PaykitI18n {
  /** The locale as requested (canonicalised), used for all `Intl` formatting. */
  readonly locale: string;
  /** The IANA time zone as requested (`undefined`: the runtime's), the zone calendar days are counted in. */
  readonly timeZone?: string;
  /** The shipped catalogue the messages come from. */
  readonly catalogueLocale: CatalogueLocale;
  /** The merchant's overrides as given, for message sets beyond the base ones (styled components). */
  readonly messages: PaykitMessages;
  /** The table of the locale's language from `translations`, read for every message set (`useMessages`). */
  readonly translation?: Readonly<Partial<Record<string, string>>>;
  /** Where message errors are reported. */
  readonly onMessageError: OnMessageError;
  /** Formats the message `id` with `values`; never throws. */
  t(id: MessageId, values?: MessageValues): string;
  /** Formats a number, or a decimal string exactly (no float rounding on the way). */
  formatNumber(value: number | string, options?: Intl.NumberFormatOptions): string;
  /**
   * Formats a decimal-string amount in `currency` (ISO 4217) with the core money rules, exactly.
   * @throws RangeError when the amount is not a valid amount string (see `validateAmount`).
   */
  formatMoney(amount: string, currency: string, options?: FormatMoneyOptions): string;
  /** Formats a date; date-only strings (`2024-05-01`) stay on their calendar day. */
  formatDate(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
  /** Formats a date and time. */
  formatDateTime(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
  /** Formats how far `value` is from now, in the largest unit that fits ("3 hours ago"). */
  formatRelativeTime(value: string | Date, options?: FormatRelativeTimeOptions): string;
  /** Joins items as a list ("a, b and c"). */
  formatList(items: readonly string[], type?: Intl.ListFormatType): string;
  /** The name of a country (ISO 3166-1 alpha-2); the code itself when Intl has no name. */
  countryName(code: string): string;
  /** The name of a currency (ISO 4217); the code itself when Intl has no name. */
  currencyName(code: string): string;
  /** The plural category of `n` in this locale. */
  pluralCategory(n: number): Intl.LDMLPluralRule;
}
