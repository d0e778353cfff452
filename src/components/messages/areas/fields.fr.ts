import type { fieldsEn } from './fields.en.js';

/** French messages of the fields area: every English id, translated. */
export const fieldsFr: Record<keyof typeof fieldsEn, string> = {};
