import type { sessionsEn } from './sessions.en.js';

/** French messages of the sessions area: every English id, translated. */
export const sessionsFr: Record<keyof typeof sessionsEn, string> = {};
