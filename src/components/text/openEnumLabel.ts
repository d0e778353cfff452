import { componentEn, type ComponentMessageId, type UseMessagesResult } from '../messages/index.js';
import { humanize } from './humanize.js';

/** Whether `id` names a styled component's message, so `t(id)` says something written for it. */
export function isComponentMessageId(id: string): id is ComponentMessageId {
  return Object.hasOwn(componentEn, id);
}

/**
 * The name of an open-enum value: the message `prefix + value` when the kit has one
 * (`relatedParties.role.director` → "Director"), else the value {@link humanize}d, so a value the
 * kit has never seen still reads as words and never crashes.
 *
 * @example
 * openEnumLabel(t, 'documents.type.', document.documentType ?? 'other');
 */
export function openEnumLabel(t: UseMessagesResult['t'], prefix: string, value: string): string {
  const id = `${prefix}${value}`;
  return isComponentMessageId(id) ? t(id) : humanize(value);
}
