import type { Recipient } from '../../core/schemas/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { PayeesMessageId } from '../messages/areas/payees.en.js';

/** How a recipient is named: the company, or the first and last names; their label when nameless. */
export function recipientName(t: ComponentTranslate<PayeesMessageId>, recipient: Recipient): string {
  const name = recipient.companyName?.trim() || [recipient.firstName, recipient.lastName].filter(Boolean).join(' ').trim();
  return name || recipient.label?.trim() || t('payees.unnamed');
}
