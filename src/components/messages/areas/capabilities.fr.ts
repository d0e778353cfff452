import type { capabilitiesEn } from './capabilities.en.js';

/** French messages of the capabilities area: every English id, translated. */
export const capabilitiesFr: Record<keyof typeof capabilitiesEn, string> = {};
