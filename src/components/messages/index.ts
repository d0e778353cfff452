// `componentEn` (every area's English in one table) is exported by `paykit/components` from
// './en.js' directly: no part imports it, so this barrel does not either.
export type { ComponentMessageId } from './en.js';
export { registerComponentMessages, type ComponentCatalogue } from './componentCatalogues.js';
export type { ComponentTranslate, MessageIdOf, MessageTable } from './messageTable.js';
export { useMessages, type UseMessagesResult } from './useMessages.js';
