import type { MessageValues } from '../types.js';
import type { MessageAst, MessageNode } from './parseMessage.js';

/** Thrown by {@link formatMessage} when a value the message needs is missing or of the wrong kind. */
export class MessageValueError extends TypeError {
  /** The name of the argument at fault. */
  readonly argument: string;

  constructor(argument: string, problem = 'is missing') {
    super(`The message argument "${argument}" ${problem}`);
    this.name = 'MessageValueError';
    this.argument = argument;
  }
}

type Value = MessageValues[string];
type Numeric = number | bigint | Intl.StringNumericLiteral;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  percent: { style: 'percent' },
  integer: { maximumFractionDigits: 0 },
};

/** Intl objects are costly to build, so they are kept by kind, locale and options. */
const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let hit = intlCache.get(key) as T | undefined;
  if (!hit) intlCache.set(key, (hit = create()));
  return hit;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  cached('plural', locale, { type }, () => new Intl.PluralRules(locale, { type }));

/** A number, a bigint or a decimal string; decimal strings format exactly. */
function numeric(name: string, value: Value): Numeric {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return value.trim() as Intl.StringNumericLiteral;
  }
  throw new MessageValueError(name, 'is not a number');
}

function formatDate(name: string, value: Value, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date || typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new MessageValueError(name, 'is not a date');
  // A date-only string means a calendar day (a birth date): show that day in every time zone.
  const zone = typeof value === 'string' && DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {};
  return dateTimeFormat(locale, { ...zone, ...options }).format(date);
}

function formatNode(node: Exclude<MessageNode, string>, values: MessageValues, locale: string, pound: string): string {
  if (node.type === 'pound') return pound;
  const value = Object.hasOwn(values, node.name) ? values[node.name] : undefined;
  if (value === undefined || value === null) throw new MessageValueError(node.name);
  switch (node.type) {
    case 'argument':
      if (typeof value === 'number' || typeof value === 'bigint') return numberFormat(locale).format(value);
      if (value instanceof Date) return formatDate(node.name, value, locale, { dateStyle: 'short', timeStyle: 'short' });
      return String(value);
    case 'number':
      return numberFormat(locale, NUMBER_STYLES[node.style ?? '']).format(numeric(node.name, value));
    case 'date':
      return formatDate(node.name, value, locale, { dateStyle: node.style });
    case 'time':
      return formatDate(node.name, value, locale, { timeStyle: node.style });
    case 'select':
      return format(node.options.get(String(value)) ?? node.options.get('other') ?? [], values, locale, pound);
    default: {
      const exact = numeric(node.name, value);
      const n = Number(exact);
      // An exact `=n` branch wins over the plural category, as in ICU.
      const key = [...node.options.keys()].find((k) => k.startsWith('=') && Number(k.slice(1)) === n);
      const category = pluralRules(locale, node.type === 'plural' ? 'cardinal' : 'ordinal').select(n);
      const branch = node.options.get(key ?? category) ?? node.options.get('other') ?? [];
      return format(branch, values, locale, numberFormat(locale).format(exact));
    }
  }
}

function format(message: MessageAst, values: MessageValues, locale: string, pound: string): string {
  let text = '';
  for (const node of message) text += typeof node === 'string' ? node : formatNode(node, values, locale, pound);
  return text;
}

/**
 * Formats a parsed message for `locale`: plurals by `Intl.PluralRules`, numbers by
 * `Intl.NumberFormat`, dates and times by `Intl.DateTimeFormat`. A plain `{name}` formats a
 * number or a `Date` for the locale and any other value as text.
 *
 * @throws MessageValueError when a value is missing (`undefined` or `null`), or is not a number
 * (or decimal string) where the message needs one, or not a date where it needs one.
 * @example
 * formatMessage(parseMessage('{n, plural, one {# field} other {# fields}}'), 'en', { n: 1234 });
 * // '1,234 fields'
 */
export function formatMessage(message: MessageAst, locale: string, values: MessageValues = {}): string {
  return format(message, values, locale, '#');
}
