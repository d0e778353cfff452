/**
 * The meaning a coloured part carries, set as `data-tone`: `neutral` for plain facts, `info`,
 * `success`, `warning` and `danger` for the matching outcomes.
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
