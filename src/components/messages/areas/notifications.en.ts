/** English messages of the notification banner: what needs the person's attention, and where to do it. */
export const notificationsEn = {
  'notifications.heading': '{count, plural, one {# thing needs your attention} other {# things need your attention}}',
  'notifications.headingInformational': '{count, plural, one {# update on your account} other {# updates on your account}}',
  'notifications.error': "We couldn't check what needs your attention.",

  'notifications.badge.task': 'To do',
  'notifications.badge.verification': 'To do',
  'notifications.badge.terms': 'To do',
  'notifications.badge.changes_requested': 'Changes requested',
  'notifications.badge.contact_support': 'Contact support',
  'notifications.badge.attention': 'Action needed',
  'notifications.badge.review': 'In review',
  'notifications.badge.setup': 'Being set up',

  'notifications.task.task': 'Answer a few questions',
  'notifications.task.verification': 'Verify your identity',
  'notifications.task.terms': 'Accept the terms',

  'notifications.about': 'For {subjects}',
  'notifications.detail.contact_support': 'Contact support to go on.',
  'notifications.detail.attention': 'Open it to see what is needed.',
  'notifications.detail.review': 'We are reviewing it. Nothing to do for now.',
  'notifications.detail.setup': 'Nothing to do for now.',

  'notifications.subject.transfer': 'Payment of {amount}',
  'notifications.subject.transferUnread': 'A payment',
} as const satisfies Record<string, string>;

/** The id of a message of the notifications area, e.g. `notifications.heading`. */
export type NotificationsMessageId = keyof typeof notificationsEn;
