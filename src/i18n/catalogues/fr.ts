import type { MessageId } from './en.js';

/**
 * The French catalogue. It translates every English id (the `satisfies` clause makes a
 * missing translation a type error); at run time any id it lacks still falls back to English.
 */
export const fr = {
  'common.loading': 'Chargement',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.optional': 'facultatif',

  'button.pending': 'En cours…',

  'spinner.label': 'Chargement',

  'skeleton.label': 'Chargement du contenu',

  'copyable.copy': 'Copier {label}',
  'copyable.copied': 'Copié\u00a0: {label}',
  'copyable.failed': 'Impossible de copier. Sélectionnez le texte et copiez-le vous-même.',

  'field.required': 'obligatoire',

  'error.unexpected': 'Une erreur s’est produite. Veuillez réessayer.',
  'error.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'error.timeout': 'La requête a pris trop de temps. Veuillez réessayer.',
  'error.reference': 'Référence\u00a0: {correlationId}',
  'error.validation': 'Veuillez corriger {count, plural, one {le champ signalé} other {les # champs signalés}}.',

  'callout.dismiss': 'Masquer',
} as const satisfies Record<MessageId, string>;
