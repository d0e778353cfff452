import type { liveUpdatesEn } from './liveUpdates.en.js';

/** French messages of the live updates status: every English id, translated. */
export const liveUpdatesFr: Record<keyof typeof liveUpdatesEn, string> = {
  'liveUpdates.reconnecting': 'Mises à jour en direct suspendues — reconnexion…',
  'liveUpdates.elsewhere': 'Les mises à jour en direct sont suspendues dans cet onglet. Elles reprennent quand vous y revenez.',
  'liveUpdates.ended': 'Les mises à jour en direct sont arrêtées. Rechargez la page pour voir les dernières informations.',
};
