import { usePaykitI18n } from '../../hooks/usePaykitI18n.js';
import { createMessageTranslator, type MessageId, type MessageValues, type PaykitI18n } from '../../i18n/index.js';
import { componentCatalogueFor, componentCataloguesVersion } from './componentCatalogues.js';
import type { ComponentMessageId } from './en.js';
import type { ComponentTranslate, MessageIdOf, MessageTable } from './messageTable.js';

/**
 * What {@link useMessages} returns: the provider's i18n, and `t` over the base messages and the
 * tables passed.
 */
export interface UseMessagesResult<Id extends string = ComponentMessageId> {
  /** Formats a base message or one of the passed tables' by id; never throws. */
  t: ComponentTranslate<Id>;
  /** The provider's i18n: number, money, date, country and currency formatting. */
  i18n: PaykitI18n;
}

type TableTranslate = (id: string, values?: MessageValues) => string;

/** One parsed translator per provider i18n and table, rebuilt when a translation is registered. */
const tableTranslators = new WeakMap<PaykitI18n, WeakMap<MessageTable, { version: number; translate: TableTranslate }>>();

function translatorFor(i18n: PaykitI18n, table: MessageTable, version: number): TableTranslate {
  let byTable = tableTranslators.get(i18n);
  if (!byTable) tableTranslators.set(i18n, (byTable = new WeakMap()));
  let hit = byTable.get(table);
  if (hit?.version === version) return hit.translate;
  const translate = createMessageTranslator<string>({
    locale: i18n.locale,
    english: table,
    catalogue: componentCatalogueFor(i18n.catalogueLocale),
    messages: i18n.messages,
    onMessageError: i18n.onMessageError,
  });
  hit = { version, translate };
  byTable.set(table, hit);
  return translate;
}

/** A node of the result cache: the i18n, then each table in the order passed, leads to one result. */
interface CacheNode {
  result?: UseMessagesResult<string> & { version: number };
  next: WeakMap<MessageTable, CacheNode>;
}

const results = new WeakMap<PaykitI18n, CacheNode>();

function nodeFor(i18n: PaykitI18n, tables: readonly MessageTable[]): CacheNode {
  let node = results.get(i18n);
  if (!node) results.set(i18n, (node = { next: new WeakMap() }));
  for (const table of tables) {
    let child: CacheNode | undefined = node.next.get(table);
    if (!child) node.next.set(table, (child = { next: new WeakMap() }));
    node = child;
  }
  return node;
}

function messagesFor(i18n: PaykitI18n, tables: readonly MessageTable[], version: number): UseMessagesResult<string> {
  const node = nodeFor(i18n, tables);
  if (node.result?.version === version) return node.result;
  const translators = tables.map((table) => translatorFor(i18n, table, version));
  const t = (id: string, values?: MessageValues) => {
    for (let index = 0; index < tables.length; index += 1) {
      if (Object.hasOwn(tables[index]!, id)) return translators[index]!(id, values);
    }
    return i18n.t(id as MessageId, values);
  };
  node.result = { t, i18n, version };
  return node.result;
}

/**
 * The messages of a styled part: pass the English tables of the areas it renders, and `t` formats
 * their ids and the base ones. Each id reads the merchant's override (`<PaykitProvider messages>`),
 * then the registered translation of the provider's language (`import 'paykit/components/fr'`, best
 * before the first render), then the table's English; an id no table knows goes to the base
 * messages. Shared per provider i18n and tables, so every part reads the same parsed messages.
 *
 * @example
 * const { t } = useMessages(capabilitiesEn);
 * t('capabilities.status.ready'); // 'Ready', or the merchant's override
 * // A custom part that may say anything the kit says:
 * const { t } = useMessages(componentEn);
 */
export function useMessages<const Tables extends readonly MessageTable[]>(...tables: Tables): UseMessagesResult<MessageIdOf<Tables>> {
  const i18n = usePaykitI18n();
  // A translation registered after the first render is picked up at the next one. The cache keeps
  // one result per i18n and tables, so every call with the same ones returns the same object.
  return messagesFor(i18n, tables, componentCataloguesVersion()) as UseMessagesResult<MessageIdOf<Tables>>;
}
