/**
 * The English catalogue: the default messages, and the fallback for every other catalogue.
 * Ids are dotted by area (`common.*`, `button.*`, `error.*`, …); values are ICU MessageFormat.
 * Its keys define {@link MessageId}, so a message exists in English before any translation.
 */
export const en = {
  'common.loading': 'Loading',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.optional': 'optional',

  'button.pending': 'Working…',

  'spinner.label': 'Loading',

  'skeleton.label': 'Loading content',

  'copyable.copy': 'Copy {label}',
  'copyable.copied': '{label} copied',
  'copyable.failed': "Couldn't copy. Select the text and copy it yourself.",

  'field.required': 'required',

  'error.unexpected': 'Something went wrong. Please try again.',
  'error.network': "We couldn't reach the server. Check your connection and try again.",
  'error.timeout': 'The request took too long. Please try again.',
  'error.reference': 'Reference: {correlationId}',
  'error.validation': 'Please correct the highlighted {count, plural, one {field} other {# fields}}.',

  'callout.dismiss': 'Dismiss',
} as const satisfies Record<string, string>;

/** The id of a message a person reads, e.g. `'common.retry'`. */
export type MessageId = keyof typeof en;
