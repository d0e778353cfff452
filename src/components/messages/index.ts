// `componentEn` (every area's English in one table) is exported by `paykit/components` from
// './en.js' directly: no part imports it, so this barrel does not either.
export type { ComponentMessageId } from './en.js';
// The parts' names for the one translation hook and its types, which live in src/hooks and src/i18n.
export type { MessageIdOf, MessageTable, Translate as ComponentTranslate } from '../../i18n/index.js';
export { useMessages, type UseMessagesResult } from '../../hooks/useMessages.js';
