import { usePaykitI18n } from '../../hooks/usePaykitI18n.js';
import { createMessageTranslator, type MessageId, type MessageValues, type PaykitI18n } from '../../i18n/index.js';
import { componentCatalogueFor, componentCataloguesVersion } from './componentCatalogues.js';
import { componentEn, type ComponentMessageId } from './en.js';

/** What {@link useMessages} returns: the provider's i18n, and `t` over every message id. */
export interface UseMessagesResult {
  /** Formats a base or component message by id; never throws. */
  t: (id: ComponentMessageId | MessageId, values?: MessageValues) => string;
  /** The provider's i18n: number, money, date, country and currency formatting. */
  i18n: PaykitI18n;
}

const translators = new WeakMap<PaykitI18n, UseMessagesResult & { version: number }>();

function messagesFor(i18n: PaykitI18n, version: number): UseMessagesResult {
  let hit = translators.get(i18n);
  if (hit?.version === version) return hit;
  const component = createMessageTranslator<ComponentMessageId>({
    locale: i18n.locale,
    english: componentEn,
    catalogue: componentCatalogueFor(i18n.catalogueLocale),
    messages: i18n.messages,
    onMessageError: i18n.onMessageError,
  });
  const t = (id: ComponentMessageId | MessageId, values?: MessageValues) =>
    Object.hasOwn(componentEn, id) ? component(id as ComponentMessageId, values) : i18n.t(id as MessageId, values);
  hit = { t, i18n, version };
  translators.set(i18n, hit);
  return hit;
}

/**
 * The messages of the styled components: the merchant's override, then the registered translation
 * of the provider's language (`import 'paykit/components/fr'`, best before the first render), then
 * English. Shared per provider i18n, so every component reads the same parsed messages.
 */
export function useMessages(): UseMessagesResult {
  const i18n = usePaykitI18n();
  // A translation registered after the first render is picked up at the next one.
  // messagesFor keeps one result per i18n (a WeakMap), so every call returns the same object.
  return messagesFor(i18n, componentCataloguesVersion());
}
