import type { relatedPartiesEn } from './relatedParties.en.js';

/** French messages of the relatedParties area: every English id, translated. */
export const relatedPartiesFr: Record<keyof typeof relatedPartiesEn, string> = {};
