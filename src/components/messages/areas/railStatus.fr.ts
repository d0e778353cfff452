import type { railStatusEn } from './railStatus.en.js';

/** French messages of `<RailStatus>`: every English id, translated. */
export const railStatusFr: Record<keyof typeof railStatusEn, string> = {
  'railStatus.title': 'Rails de paiement',
  'railStatus.loading': 'Chargement de vos rails de paiement',
  'railStatus.error': 'Nous n’avons pas pu charger vos rails de paiement.',
  'railStatus.empty': 'Aucun rail de paiement n’a encore été demandé.',
  'railStatus.list': 'Vos rails de paiement',
  'railStatus.verification': 'Vérification d’identité',
  'railStatus.verification.not_started': 'Non commencée',
  'railStatus.verification.pending': 'En cours',
  'railStatus.verification.approved': 'Vérifiée',
  'railStatus.verification.rejected': 'Non vérifiée',
  'railStatus.verification.unknown': 'Statut indisponible',
  'railStatus.status.requested': 'Demandé',
  'railStatus.status.ready_to_use': 'Prêt à l’emploi',
  'railStatus.status.rejected': 'Indisponible',
  'railStatus.status.unknown': 'Statut indisponible',
  'railStatus.documents': 'Documents nécessaires',
  'railStatus.document.other': 'Un autre document',
  'railStatus.verify': 'Vérifier votre identité',
  'railStatus.verify.pending': 'Ouverture de la page de vérification sécurisée',
  'railStatus.verify.opened':
    'La page de vérification sécurisée s’est ouverte dans un nouvel onglet. Cette page se met à jour quand vous avez fini.',
  'railStatus.verify.error': 'Nous n’avons pas pu ouvrir la page de vérification sécurisée.',
};
