import type { documentsManagerEn } from './documentsManager.en.js';

/** French messages of the documents manager: every English id, translated. */
export const documentsManagerFr: Record<keyof typeof documentsManagerEn, string> = {
  'documentsManager.loadFailed': 'Nous n’avons pas pu charger vos documents.',
  'documentsManager.empty': 'Vous n’avez encore envoyé aucun document.',
  'documentsManager.list': 'Vos documents',
  'documentsManager.unnamed': 'Document {id}',
  'documentsManager.typeLabel': 'Type',
  'documentsManager.sizeLabel': 'Taille',
  'documentsManager.uploadedLabel': 'Envoyé le',
  'documentsManager.statusLabel': 'État',
  'documentsManager.status.processing': 'En cours de vérification',
  'documentsManager.status.ready': 'Prêt',
  'documentsManager.status.rejected': 'Non accepté',
  'documentsManager.use.in_review': 'Envoyé pour «\u00a0{task}\u00a0», en cours d’examen.',
  'documentsManager.use.accepted': 'Accepté pour «\u00a0{task}\u00a0».',
  'documentsManager.unnamedTask': 'une tâche',
  'documentsManager.inUse': 'Vous ne pouvez pas le supprimer tant qu’il sert à un examen ou à un paiement.',
  'documentsManager.delete': 'Supprimer',
  'documentsManager.deleteNamed': 'Supprimer {name}',
  'documentsManager.deleteTitle': 'Supprimer {name}\u00a0?',
  'documentsManager.deleteBody': 'Le fichier est supprimé définitivement. Vous pourrez l’envoyer de nouveau plus tard si besoin.',
  'documentsManager.deleteConfirm': 'Supprimer',
  'documentsManager.deleting': 'Suppression…',
  'documentsManager.cancel': 'Le garder',
  'documentsManager.deleted': '{name} supprimé.',
  'documentsManager.problem.document_in_use':
    'Ce document sert à un examen ou à un paiement, il ne peut donc pas être supprimé. Gardez-le\u00a0; vous pourrez le supprimer quand il ne servira plus.',
  'documentsManager.problem.not_found': 'Ce document a déjà été supprimé.',
} as const;
