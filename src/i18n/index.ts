export { createI18n } from './createI18n.js';
export {
  createMessageTranslator,
  createTranslator,
  type MessageTranslatorOptions,
  type Translate,
  type TranslatorOptions,
} from './createTranslator.js';
export { en, type MessageId } from './catalogues/en.js';
export { fr } from './catalogues/fr.js';
export {
  formatMessage,
  MessageSyntaxError,
  MessageValueError,
  parseMessage,
  type DateTimeStyle,
  type MessageAst,
  type MessageNode,
} from './icu/index.js';
export { catalogues, negotiateLocale, type NegotiatedLocale } from './negotiateLocale.js';
export type {
  CatalogueLocale,
  CreateI18nOptions,
  FormatMoneyOptions,
  FormatRelativeTimeOptions,
  MessageErrorReport,
  MessageIdOf,
  MessageSource,
  MessageTable,
  MessageValues,
  OnMessageError,
  PaykitCatalogue,
  PaykitI18n,
  PaykitMessages,
  PaykitTranslations,
} from './types.js';
