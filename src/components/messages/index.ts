export { componentEn, type ComponentMessageId } from './en.js';
export { componentFr } from './fr.js';
export { useMessages, type UseMessagesResult } from './useMessages.js';
