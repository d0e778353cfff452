/** English messages of `<RailStatus>`: a customer's legacy v1 rails and identity verification. */
export const railStatusEn = {
  'railStatus.title': 'Payment rails',
  'railStatus.loading': 'Loading your payment rails',
  'railStatus.error': "We couldn't load your payment rails.",
  'railStatus.empty': 'No payment rail has been requested yet.',
  'railStatus.list': 'Your payment rails',
  'railStatus.verification': 'Identity verification',
  'railStatus.verification.not_started': 'Not started',
  'railStatus.verification.pending': 'In progress',
  'railStatus.verification.approved': 'Verified',
  'railStatus.verification.rejected': 'Not verified',
  'railStatus.verification.unknown': 'Status not available',
  'railStatus.status.requested': 'Requested',
  'railStatus.status.ready_to_use': 'Ready to use',
  'railStatus.status.rejected': 'Not available',
  'railStatus.status.unknown': 'Status not available',
  'railStatus.documents': 'Documents we need',
  'railStatus.document.other': 'Another document',
  'railStatus.verify': 'Verify your identity',
  'railStatus.verify.pending': 'Opening the secure verification page',
  'railStatus.verify.opened': 'The secure verification page opened in a new tab. This page updates when you are done.',
  'railStatus.verify.error': "We couldn't open the secure verification page.",
} as const satisfies Record<string, string>;

/** The id of a message of `<RailStatus>`, e.g. `railStatus.title`. */
export type RailStatusMessageId = keyof typeof railStatusEn;
