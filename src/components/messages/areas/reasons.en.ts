/**
 * English messages of the reasons area: why something is where it is (a status reason, a
 * transfer's state detail, a task's reason, a reviewer's feedback), by the API's open catalogue of
 * codes, and a neutral sentence by who must act for a code the kit does not know.
 */
export const reasonsEn = {
  'reasons.code.tasks_open': 'There are questions to answer.',
  'reasons.code.documents_required': 'Some documents are needed.',
  'reasons.code.under_review': 'The answers are being reviewed.',
  'reasons.code.changes_requested': 'Some answers need changes.',
  'reasons.code.rejected': 'The answers were not accepted.',
  'reasons.code.rejected_in_review': 'This was not accepted in review.',
  'reasons.code.task_rejected': 'A required task was not accepted in review.',
  'reasons.code.risk_declined': 'This cannot be offered to you.',
  'reasons.code.screening': 'A routine check is under way.',
  'reasons.code.periodic_review': 'A periodic review needs you to confirm your details.',
  'reasons.code.additional_information_requested': 'The review needs more information.',
  'reasons.code.source_of_funds_review': 'The review needs to know where your funds come from.',
  'reasons.code.card_activity_required': 'Card networks need to know how you will take card payments.',
  'reasons.code.transfer_review': 'A compliance review needs to know more about this payment.',
  'reasons.code.address_unverified': 'We could not verify the address.',
  'reasons.code.destination_in_review': 'These details are being reviewed.',
  'reasons.code.destination_rejected': 'These details were not accepted.',
  'reasons.code.account_provisioning': 'The account is being set up.',
  'reasons.code.account_suspended': 'The account is suspended.',
  'reasons.code.canceled': 'This was canceled.',
  'reasons.code.transfer_canceled': 'The transfer was canceled before the funds arrived.',
  'reasons.code.canceled_by_developer': 'The transfer was canceled.',
  'reasons.code.funding_window_expired': 'The funds did not arrive in time.',
  'reasons.code.transfer_failed': 'The payment network could not complete the transfer.',
  'reasons.code.beneficiary_bank_rejected': "The recipient's bank returned the payment.",
  'reasons.code.funds_returned': 'The funds were returned to the sender.',
  'reasons.code.compliance_rejected': 'The payment was not accepted by the compliance review.',
  'reasons.code.blurry': 'The image is blurry. Take it again.',
  'reasons.code.unreadable': 'The document cannot be read. Add a clearer copy.',
  'reasons.code.too_vague': 'This answer is too vague. Be more specific.',
  'reasons.code.needs_detail': 'This answer needs more detail.',
  'reasons.code.unverifiable': 'This answer could not be verified.',
  'reasons.code.document_expired': 'This document has expired. Add a valid one.',
  'reasons.code.document_too_old': 'This document is too old. Add a more recent one.',
  'reasons.code.answer_unverified': 'We could not confirm this answer. Check it and send it again.',
  'reasons.code.information_mismatch': 'This does not match other information we have.',
  'reasons.actor.customer': 'Something is needed from you.',
  'reasons.actor.developer': 'The service you are using needs to act on this.',
  'reasons.actor.provider': 'Our payment provider is handling this.',
  'reasons.actor.network': 'The payment network is handling this.',
  'reasons.actor.operator': 'Our team is looking at this.',
  'reasons.retryable': 'This is temporary.',
  'reasons.unknown': 'No more detail is available.',
  'reasons.feedback': 'Check this answer and change it.',
} as const satisfies Record<string, string>;

/** The id of a message of the reasons area, e.g. `reasons.code.tasks_open`. */
export type ReasonsMessageId = keyof typeof reasonsEn;
