import type { sessionsEn } from './sessions.en.js';

/** French messages of the sessions area: every English id, translated. */
export const sessionsFr: Record<keyof typeof sessionsEn, string> = {
  'sessions.list': 'Étapes sur une page sécurisée de notre partenaire',
  'sessions.title.verification': 'Vérification d’identité',
  'sessions.title.terms': 'Conditions d’utilisation',
  'sessions.about.document_and_selfie': 'Vous prendrez en photo une pièce d’identité et un selfie sur une page sécurisée.',
  'sessions.about.platform_terms': 'Vous lirez les conditions d’utilisation sur une page sécurisée et les accepterez là-bas.',
  'sessions.about.verification': 'Vous confirmerez votre identité sur une page sécurisée.',
  'sessions.about.terms': 'Vous lirez et accepterez les conditions sur une page sécurisée.',
  'sessions.status.action_required': 'À faire',
  'sessions.status.in_review': 'En cours d’examen',
  'sessions.status.completed': 'Terminé',
  'sessions.status.reused': 'Déjà terminé',
  'sessions.status.rejected': 'Non accepté',
  'sessions.status.canceled': 'Annulé',
  'sessions.status.missing': 'Indisponible',
  'sessions.status.unknown': 'Statut\u00a0: {status}',
  'sessions.open.verification': 'Vérifier votre identité',
  'sessions.open.terms': 'Lire et accepter les conditions',
  'sessions.newTab': '(s’ouvre dans un nouvel onglet)',
  'sessions.elsewhere.hint':
    'Sur un téléphone ou un autre ordinateur ? Copiez ce lien et ouvrez-le là-bas. Cette page se met à jour quand vous avez terminé.',
  'sessions.elsewhere.label': 'Lien vers la page sécurisée',
  'sessions.refreshing': 'Obtention d’un nouveau lien…',
  'sessions.opened': 'Terminez dans le nouvel onglet. Cette page se mettra à jour à votre retour.',
  'sessions.expired': 'Le lien précédent a expiré. Un nouveau lien est obtenu quand vous continuez.',
  'sessions.inReview': 'Merci. Nous vérifions ce que vous avez envoyé\u00a0; cette page se met à jour toute seule.',
  'sessions.completed': 'C’est fait. Rien d’autre n’est nécessaire ici.',
  'sessions.reused': 'Déjà fait\u00a0: votre réponse précédente est reprise, rien d’autre n’est nécessaire.',
  'sessions.rejected': 'Cette étape n’a pas été acceptée. Contactez le support pour savoir quoi faire.',
  'sessions.canceled': 'Cette étape a été annulée et n’attend rien de vous.',
  'sessions.unknown': 'Nous ne pouvons pas encore indiquer où en est cette étape. Revenez plus tard.',
  'sessions.error.session_missing': 'Cette étape ne fait plus partie de la tâche. Rechargez la page.',
  'sessions.error.session_url_unavailable': 'La page sécurisée n’est pas disponible pour le moment. Réessayez dans un instant.',
  'sessions.error.session_url_unsafe':
    'Nous n’avons pas pu ouvrir la page sécurisée en toute sécurité, elle n’a donc pas été ouverte. Contactez le support.',
};
