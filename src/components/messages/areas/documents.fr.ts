import type { documentsEn } from './documents.en.js';

/** French messages of the documents area: every English id, translated. */
export const documentsFr: Record<keyof typeof documentsEn, string> = {};
