import { useContext } from 'react';
import {
  createI18n,
  createMessageTranslator,
  type MessageIdOf,
  type MessageTable,
  type MessageValues,
  type PaykitI18n,
  type Translate,
} from '../i18n/index.js';
import { PaykitContext } from './PaykitContext.js';

/** What {@link useMessages} returns: `t` over the base messages and the tables passed, and the i18n. */
export interface UseMessagesResult<Id extends string = string> {
  /** Formats a base message or one of the passed tables' by id; never throws. */
  t: Translate<Id>;
  /** The provider's i18n: number, money, date, list, country and currency formatting. */
  i18n: PaykitI18n;
}

/** A node of the cache: the i18n, then each table in the order passed, leads to one result. */
interface CacheNode {
  result?: UseMessagesResult;
  next: WeakMap<MessageTable, CacheNode>;
}

/** Per i18n (so per provider and language), the results by tables, and one parsed translator per table. */
const results = new WeakMap<PaykitI18n, CacheNode>();
const tableTranslators = new WeakMap<PaykitI18n, WeakMap<MessageTable, Translate<string>>>();
let englishI18n: PaykitI18n | undefined;

function translatorFor(i18n: PaykitI18n, table: MessageTable): Translate<string> {
  let byTable = tableTranslators.get(i18n);
  if (!byTable) tableTranslators.set(i18n, (byTable = new WeakMap()));
  let translate = byTable.get(table);
  if (!translate) {
    translate = createMessageTranslator<string>({
      locale: i18n.locale,
      english: table,
      catalogue: i18n.translation,
      messages: i18n.messages,
      onMessageError: i18n.onMessageError,
    });
    byTable.set(table, translate);
  }
  return translate;
}

function messagesFor(i18n: PaykitI18n, tables: readonly MessageTable[]): UseMessagesResult {
  let node: CacheNode | undefined = results.get(i18n);
  if (!node) results.set(i18n, (node = { next: new WeakMap() }));
  for (const table of tables) {
    let child: CacheNode | undefined = node.next.get(table);
    if (!child) node.next.set(table, (child = { next: new WeakMap() }));
    node = child;
  }
  if (node.result) return node.result;
  const translators = tables.map((table) => translatorFor(i18n, table));
  const t = (id: string, values?: MessageValues) => {
    const index = tables.findIndex((table) => Object.hasOwn(table, id));
    return index < 0 ? i18n.t(id as never, values) : translators[index]!(id, values);
  };
  return (node.result = { t, i18n });
}

/**
 * Messages and `Intl` formatting of the nearest `<PaykitProvider>`: `t` formats the base messages
 * (`common.retry`, a `PaykitError`'s `messageId`) and those of the tables passed, and `i18n`
 * formats money, numbers and dates. Each id reads the merchant's `messages`, then the provider's
 * `translations` for its language, then the shipped catalogue, then English. Outside a provider it
 * speaks English, so a base part (a spinner, a button) works on its own. The result is shared per
 * provider and tables, so every part reads the same parsed messages and keeps one `t` across renders.
 *
 * @example
 * const { t, i18n } = useMessages();
 * t(error.messageId); // e.g. 'error.network': "We couldn't reach the server. Check your connection and try again."
 * i18n.formatMoney('12.5', 'EUR'); // '€12.50'
 * // A part of your own over the styled components' messages (from `paykit/components`):
 * const { t } = useMessages(capabilitiesEn);
 * t('capabilities.status.ready'); // 'Ready', or the merchant's override
 */
export function useMessages<const Tables extends readonly MessageTable[]>(...tables: Tables): UseMessagesResult<MessageIdOf<Tables>> {
  const i18n = useContext(PaykitContext)?.i18n ?? (englishI18n ??= createI18n({ locale: 'en' }));
  return messagesFor(i18n, tables);
}
