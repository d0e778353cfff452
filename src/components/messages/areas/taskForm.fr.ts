import type { taskFormEn } from './taskForm.en.js';

/** French messages of the taskForm area: every English id, translated. */
export const taskFormFr: Record<keyof typeof taskFormEn, string> = {};
