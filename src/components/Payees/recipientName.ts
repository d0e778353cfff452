import type { Recipient } from '../../core/schemas/index.js';
import type { UseMessagesResult } from '../messages/index.js';

/** How a recipient is named: the company, or the first and last names; their label when nameless. */
export function recipientName(t: UseMessagesResult['t'], recipient: Recipient): string {
  const name = recipient.companyName?.trim() || [recipient.firstName, recipient.lastName].filter(Boolean).join(' ').trim();
  return name || recipient.label?.trim() || t('payees.unnamed');
}
