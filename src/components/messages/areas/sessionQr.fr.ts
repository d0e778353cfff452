import type { sessionQrEn } from './sessionQr.en.js';

/** French messages of the hosted session's QR code: every English id, translated. */
export const sessionQrFr: Record<keyof typeof sessionQrEn, string> = {
  'sessionQr.show': 'Afficher un code QR pour continuer sur votre téléphone',
  'sessionQr.hide': 'Masquer le code QR',
  'sessionQr.hint':
    'Scannez-le avec l’appareil photo de votre téléphone et terminez là-bas. Cette page se met à jour quand vous avez fini.',
  'sessionQr.alt': 'Code QR du lien vers la page sécurisée',
};
