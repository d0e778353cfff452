import type { liveUpdatesEn } from './liveUpdates.en.js';

/** French messages of the live updates status: every English id, translated. */
export const liveUpdatesFr: Record<keyof typeof liveUpdatesEn, string> = {
  'liveUpdates.reconnecting': 'Mises à jour en direct interrompues — reconnexion…',
  'liveUpdates.paused':
    'Les mises à jour en direct sont suspendues dans cet onglet pendant que vous en utilisez un autre. Elles reprennent quand vous y revenez.',
  'liveUpdates.ended': 'Les mises à jour en direct sont arrêtées. Rechargez la page pour voir les dernières informations.',
};
