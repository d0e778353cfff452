import type { notificationsEn } from './notifications.en.js';

/** French messages of the notification banner: every English id, translated. */
export const notificationsFr: Record<keyof typeof notificationsEn, string> = {
  'notifications.heading': '{count, plural, one {# point demande votre attention} other {# points demandent votre attention}}',
  'notifications.headingInformational': '{count, plural, one {# nouvelle sur votre compte} other {# nouvelles sur votre compte}}',
  'notifications.error': "Nous n'avons pas pu vérifier ce qui demande votre attention.",

  'notifications.badge.task': 'À faire',
  'notifications.badge.verification': 'À faire',
  'notifications.badge.terms': 'À faire',
  'notifications.badge.changes_requested': 'Modifications demandées',
  'notifications.badge.contact_support': 'Contactez le support',
  'notifications.badge.attention': 'Action requise',
  'notifications.badge.review': 'En cours d’examen',
  'notifications.badge.setup': 'En cours de création',

  'notifications.task.task': 'Répondez à quelques questions',
  'notifications.task.verification': 'Vérifiez votre identité',
  'notifications.task.terms': 'Acceptez les conditions',

  'notifications.about': 'Pour {subjects}',
  'notifications.detail.contact_support': 'Contactez le support pour continuer.',
  'notifications.detail.attention': 'Ouvrez-le pour voir ce qu’il faut faire.',
  'notifications.detail.review': 'Nous l’examinons. Rien à faire pour l’instant.',
  'notifications.detail.setup': 'Rien à faire pour l’instant.',

  'notifications.subject.transfer': 'Paiement de {amount}',
  'notifications.subject.transferUnread': 'Un paiement',
};
