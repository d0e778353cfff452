export { componentEn, type ComponentMessageId } from './en.js';
export { registerComponentMessages, type ComponentCatalogue } from './componentCatalogues.js';
export { useMessages, type UseMessagesResult } from './useMessages.js';
