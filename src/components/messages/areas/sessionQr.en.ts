/** English messages of the hosted session's QR code (`<HostedSessionQr>`), kept apart from the card's so the task form does not carry them. */
export const sessionQrEn = {
  'sessionQr.show': 'Show a QR code to continue on your phone',
  'sessionQr.hide': 'Hide the QR code',
  'sessionQr.hint': 'Scan it with your phone’s camera and finish there. This page updates when you are done.',
  'sessionQr.alt': 'QR code of the link to the secure page',
} as const satisfies Record<string, string>;

/** The id of a message of the hosted session's QR code, e.g. `sessionQr.show`. */
export type SessionQrMessageId = keyof typeof sessionQrEn;
