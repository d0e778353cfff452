/** English messages of the documents manager (`<DocumentsManager>`). */
export const documentsManagerEn = {
  'documentsManager.loadFailed': "We couldn't load your documents.",
  'documentsManager.empty': "You haven't uploaded any documents yet.",
  'documentsManager.list': 'Your documents',
  'documentsManager.unnamed': 'Document {id}',
  'documentsManager.typeLabel': 'Type',
  'documentsManager.sizeLabel': 'Size',
  'documentsManager.uploadedLabel': 'Uploaded',
  'documentsManager.statusLabel': 'Status',
  'documentsManager.status.processing': 'Being checked',
  'documentsManager.status.ready': 'Ready',
  'documentsManager.status.rejected': 'Not accepted',
  'documentsManager.use.in_review': 'Sent for “{task}”, in review.',
  'documentsManager.use.accepted': 'Accepted for “{task}”.',
  'documentsManager.unnamedTask': 'a task',
  'documentsManager.inUse': 'You can’t delete it while it is used for a review or a payment.',
  'documentsManager.delete': 'Delete',
  'documentsManager.deleteNamed': 'Delete {name}',
  'documentsManager.deleteTitle': 'Delete {name}?',
  'documentsManager.deleteBody': 'The file is deleted for good. You can upload it again later if you need it.',
  'documentsManager.deleteConfirm': 'Delete',
  'documentsManager.deleting': 'Deleting…',
  'documentsManager.cancel': 'Keep it',
  'documentsManager.deleted': '{name} deleted.',
  'documentsManager.problem.document_in_use':
    'This document is used for a review or a payment, so it can’t be deleted. Keep it; you can delete it once it is no longer needed.',
  'documentsManager.problem.not_found': 'This document was already deleted.',
} as const satisfies Record<string, string>;

/** The id of a message of the documents manager, e.g. `documentsManager.delete`. */
export type DocumentsManagerMessageId = keyof typeof documentsManagerEn;
