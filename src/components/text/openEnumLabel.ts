import type { MessageValues } from '../../i18n/index.js';
import { humanize } from './humanize.js';

/** A `t` of any set of ids, as `useMessages` returns it. */
type AnyTranslate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * `Prefix` when some id `t` knows starts with it, else `never`: `tsc` then proves the part passed
 * the table whose ids it builds (`openEnumLabel(t, 'documents.type.', …)` needs `documentsEn`).
 */
type KnownPrefix<Id extends string, Prefix extends string> = string extends Id
  ? Prefix
  : [Extract<Id, `${Prefix}${string}`>] extends [never]
    ? never
    : Prefix;

/**
 * The message `prefix + value` when `t` knows it (one of the tables the part passed to
 * `useMessages`, or the base messages), else `undefined`: for ids built from data, such as a code.
 *
 * @example
 * knownMessage(t, 'payees.problem.', error.code) ?? t('payees.problem.unknown');
 */
export function knownMessage<Id extends string, Prefix extends string>(
  t: AnyTranslate<Id>,
  prefix: Prefix & KnownPrefix<Id, Prefix>,
  value: string,
): string | undefined {
  const id = `${prefix}${value}`;
  // `t` returns an id it does not know as it is (see ComponentTranslate).
  const text = t(id as Id);
  return text === id ? undefined : text;
}

/**
 * The name of an open-enum value: the message `prefix + value` when `t` has one
 * (`relatedParties.role.director` → "Director"), else the value {@link humanize}d, so a value the
 * kit has never seen still reads as words and never crashes.
 *
 * @example
 * openEnumLabel(t, 'documents.type.', document.documentType ?? 'other');
 */
export function openEnumLabel<Id extends string, Prefix extends string>(
  t: AnyTranslate<Id>,
  prefix: Prefix & KnownPrefix<Id, Prefix>,
  value: string,
): string {
  return knownMessage(t as AnyTranslate<string>, prefix, value) ?? humanize(value);
}
